import { TREATMENT_CATEGORY, treatmentCategoryFromSlug } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, categoryFromSlug, categorySlug } from './categories.ts';

describe('visit categories', () => {
  it('name every category as the domain does', () => {
    expect(CATEGORY_NAMES).toEqual(TREATMENT_CATEGORY);
  });

  it('read slugs as the domain does', () => {
    for (const slug of ['edys', 'PREP', ' acne ', 'nope', '']) {
      expect(categoryFromSlug(slug)).toBe(treatmentCategoryFromSlug(slug) ?? null);
    }
    expect(categorySlug('SCCM')).toBe('sccm');
  });
});
