import type { TreatmentCategory } from '@carespace/domain';

/*
 * The treatment category names and slugs for the visit. The domain's TREATMENT_CATEGORY shares a module with zod
 * schemas, which would put zod (~25 KB gzipped) in this page's first download; categories.test.ts keeps the two
 * identical.
 */
export const CATEGORY_NAMES = {
  ACNE: 'Acne',
  AXDP: 'Anxiety/Depression',
  EDYS: 'Erectile Dysfunction',
  HRPS: 'Herpes',
  MIGR: 'Migraine',
  PREP: 'PrEP',
  SCCM: 'Female Libido',
} as const satisfies Record<TreatmentCategory, string>;

export const CATEGORY_CODES = Object.keys(CATEGORY_NAMES) as TreatmentCategory[];

/** 'edys' → 'EDYS'; null for anything that is not a treatment category. */
export function categoryFromSlug(slug: string): TreatmentCategory | null {
  const code = slug.trim().toUpperCase();
  return code in CATEGORY_NAMES ? (code as TreatmentCategory) : null;
}

/** 'EDYS' → 'edys' (how the landing pages and the home chooser name it). */
export const categorySlug = (code: TreatmentCategory) => code.toLowerCase();
