/* The treatment category names and slugs for the price picker, from the domain's schema-free module. */
export {
  TREATMENT_CATEGORY as CATEGORY_NAMES,
  treatmentCategorySlug as categorySlug,
} from '@carespace/domain/treatment-categories';
