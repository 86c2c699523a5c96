import { describe, expect, it } from 'vitest';
import { treatmentCategorySchema } from './enums.ts';
import {
  HOME_TREATMENT_CATEGORIES,
  TREATMENT_CATEGORY_CODES,
  treatmentCategoryFromSlug,
  treatmentCategorySlug,
} from './treatment-categories.ts';

describe('treatment categories without a schema library', () => {
  it('read a slug in any case and with spaces around it, and nothing else', () => {
    expect(treatmentCategoryFromSlug(' edys ')).toBe('EDYS');
    expect(treatmentCategoryFromSlug('PREP')).toBe('PREP');
    expect(treatmentCategoryFromSlug('nope')).toBeUndefined();
    expect(treatmentCategoryFromSlug('')).toBeUndefined();
  });

  it('have a slug for every code, and the schema accepts exactly the codes', () => {
    expect(TREATMENT_CATEGORY_CODES.map(treatmentCategorySlug)).toEqual([...HOME_TREATMENT_CATEGORIES]);
    for (const code of TREATMENT_CATEGORY_CODES) expect(treatmentCategorySchema.parse(code)).toBe(code);
    expect(treatmentCategorySchema.safeParse('acne').success).toBe(false);
  });
});
