import type { TreatmentCategory } from '@carespace/domain';

/*
 * The treatment category names for the price picker. The domain's TREATMENT_CATEGORY lives next to
 * zod schemas that a landing page must not download, so the names are repeated here; categories.test.ts keeps
 * the two identical.
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

/** 'EDYS' → 'edys' (the what-we-treat slug). */
export const categorySlug = (code: TreatmentCategory) => code.toLowerCase();
