import { TREATMENT_CATEGORY, treatmentCategorySlug } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, categorySlug } from './categories.ts';

describe('the picker category names', () => {
  it('are the domain names', () => {
    expect(CATEGORY_NAMES).toEqual(TREATMENT_CATEGORY);
    for (const code of Object.keys(TREATMENT_CATEGORY) as (keyof typeof TREATMENT_CATEGORY)[]) {
      expect(categorySlug(code)).toBe(treatmentCategorySlug(code));
    }
  });
});
