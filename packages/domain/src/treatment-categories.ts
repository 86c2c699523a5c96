/*
 * The treatment categories, with no schema library attached: a web page that only needs their names or slugs
 * imports `@carespace/domain/treatment-categories` and does not download zod with them. The schemas built on
 * these codes live in enums.ts.
 */

export const TREATMENT_CATEGORY = {
  ACNE: 'Acne',
  AXDP: 'Anxiety/Depression',
  EDYS: 'Erectile Dysfunction',
  HRPS: 'Herpes',
  MIGR: 'Migraine',
  PREP: 'PrEP',
  SCCM: 'Female Libido',
} as const;
export type TreatmentCategory = keyof typeof TREATMENT_CATEGORY;

/** The codes in their catalogue order. */
export const TREATMENT_CATEGORY_CODES = Object.keys(TREATMENT_CATEGORY) as TreatmentCategory[];

/** treatmentCategories values (lower-case codes, also the /what-we-treat/{code} slugs). */
export const HOME_TREATMENT_CATEGORIES = ['acne', 'axdp', 'edys', 'hrps', 'migr', 'prep', 'sccm'] as const;
export type HomeTreatmentCategory = (typeof HOME_TREATMENT_CATEGORIES)[number];

/** 'acne' → 'ACNE'; undefined for anything that is not a treatment category slug. */
export function treatmentCategoryFromSlug(slug: string): TreatmentCategory | undefined {
  const code = slug.trim().toUpperCase();
  return code in TREATMENT_CATEGORY ? (code as TreatmentCategory) : undefined;
}

/** 'ACNE' → 'acne'. */
export function treatmentCategorySlug(code: TreatmentCategory): HomeTreatmentCategory {
  return code.toLowerCase() as HomeTreatmentCategory;
}
