import { type TreatmentCategory, treatmentCategoryFromSlug } from '@carespace/domain/treatment-categories';

/* The treatment category names and slugs for the visit, from the domain's schema-free module. */
export {
  TREATMENT_CATEGORY as CATEGORY_NAMES,
  TREATMENT_CATEGORY_CODES as CATEGORY_CODES,
  treatmentCategorySlug as categorySlug,
} from '@carespace/domain/treatment-categories';

/** 'edys' → 'EDYS'; null for anything that is not a treatment category. */
export function categoryFromSlug(slug: string): TreatmentCategory | null {
  return treatmentCategoryFromSlug(slug) ?? null;
}
