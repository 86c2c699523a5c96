import { describe, expect, it } from 'vitest';
import {
  collapseChoiceWithOther,
  collapseList,
  normalizeChoiceWithOther,
  resolveSingleChoice,
  toList,
} from './choice-with-other.ts';

const LANGUAGES = ['ENGL', 'SPAN', 'OTHR'] as const;

describe('choice with other', () => {
  it('collapses a single entry to a scalar and expands it back', () => {
    expect(collapseList(['ENGL'])).toBe('ENGL');
    expect(collapseList(['ENGL', 'SPAN'])).toEqual(['ENGL', 'SPAN']);
    expect(collapseList([])).toBeNull();
    expect(toList('ENGL')).toEqual(['ENGL']);
    expect(toList(null)).toEqual([]);
    expect(collapseChoiceWithOther({ ids: ['OTHR'], other: ['Tagalog'] })).toEqual({
      ids: 'OTHR',
      other: 'Tagalog',
    });
  });

  it('normalizes: scalars to lists, duplicates removed, other text only with the other id', () => {
    expect(normalizeChoiceWithOther({ ids: 'ENGL', other: null }, LANGUAGES, 'OTHR')).toEqual({
      ids: ['ENGL'],
      other: [],
    });
    expect(
      normalizeChoiceWithOther({ ids: ['ENGL', 'ENGL', 'OTHR'], other: ' Tagalog ' }, LANGUAGES, 'OTHR'),
    ).toEqual({ ids: ['ENGL', 'OTHR'], other: ['Tagalog'] });
    expect(normalizeChoiceWithOther({ ids: ['SPAN'], other: ['ignored'] }, LANGUAGES, 'OTHR')).toEqual({
      ids: ['SPAN'],
      other: [],
    });
  });

  it('turns an unknown value into other, keeping its text', () => {
    expect(normalizeChoiceWithOther({ ids: ['ENGL', 'Klingon'] }, LANGUAGES, 'OTHR')).toEqual({
      ids: ['ENGL', 'OTHR'],
      other: ['Klingon'],
    });
    expect(resolveSingleChoice('Agender', [1, 2, 3, 4, 5, 6, 7], 7)).toEqual({ id: 7, other: 'Agender' });
    expect(resolveSingleChoice('2', [1, 2, 3, 4, 5, 6, 7], 7)).toEqual({ id: 2, other: null });
    expect(resolveSingleChoice(7, [1, 2, 3, 4, 5, 6, 7], 7, 'Two-spirit')).toEqual({
      id: 7,
      other: 'Two-spirit',
    });
    expect(resolveSingleChoice(null, [1, 2], 2)).toEqual({ id: null, other: null });
  });
});
