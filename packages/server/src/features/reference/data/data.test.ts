import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_ID, OTHER_ID, REFERENCE_DATA, REFERENCE_OTHER_ID } from './index.ts';

const ZIP_TABLES = new Set(['njZipcode', 'nyZipcode']);
const table = (name: string) => {
  const rows = REFERENCE_DATA[name];
  if (!rows) throw new Error(`missing table ${name}`);
  return rows;
};

describe('reference data', () => {
  const names = Object.keys(REFERENCE_DATA);

  it('has every expected table', () => {
    expect(names).toHaveLength(26);
    for (const name of Object.keys(REFERENCE_OTHER_ID)) expect(names).toContain(name);
  });

  describe.each(names)('%s', (name) => {
    const rows = table(name);

    it('is non-empty with unique ids and unique, non-empty, trimmed names', () => {
      expect(rows.length).toBeGreaterThan(0);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      const labels = rows.map((r) => r.name);
      expect(new Set(labels).size).toBe(labels.length);
      for (const { id, name: label } of rows) {
        expect(id).not.toBe('');
        expect(label.trim()).toBe(label);
        expect(label.length).toBeGreaterThan(0);
      }
    });

    it('uses short uppercase codes (5-digit zips for zip tables)', () => {
      const pattern = ZIP_TABLES.has(name) ? /^\d{5}$/ : /^[A-Z0-9]{1,4}$/;
      for (const { id } of rows) expect(id).toMatch(pattern);
    });

    const otherId = REFERENCE_OTHER_ID[name];
    if (otherId) {
      it(`ends with the "other" entry ${otherId}`, () => {
        expect(rows.at(-1)).toEqual({ id: otherId, name: 'Other' });
        expect(rows.filter((r) => r.id === otherId)).toHaveLength(1);
      });
    } else {
      it('has no OTHR entry', () => {
        expect(rows.some((r) => r.id === OTHER_ID)).toBe(false);
      });
    }
  });

  it('usState has the 50 states, DC and 5 territories', () => {
    const ids = table('usState').map((r) => r.id);
    expect(ids).toHaveLength(56);
    for (const code of ['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'NJ', 'NY']) expect(ids).toContain(code);
    expect(table('usState').find((r) => r.id === 'DC')?.name).toBe('District of Columbia');
  });

  it('language starts with English, the profile default', () => {
    expect(table('language')[0]).toEqual({ id: DEFAULT_LANGUAGE_ID, name: 'English' });
    expect(DEFAULT_LANGUAGE_ID).toBe('ENGL');
  });

  it('gender uses codes 1 to 7 with 7 meaning other', () => {
    expect(table('gender').map((r) => r.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(REFERENCE_OTHER_ID.gender).toBe('7');
  });

  it('keeps the spec codes of the rejection and dislike reasons', () => {
    expect(table('introductionRejectionReason').map((r) => r.id)).toEqual([
      'EXPR',
      'SPTY',
      'AVBY',
      'TIME',
      'OTHR',
    ]);
    expect(table('matchDislikeReason').map((r) => r.id)).toEqual(['AVLB', 'EXPS', 'FARA', 'SMAL', 'OTHR']);
  });

  it.each([
    ['njZipcode', 'NJ', '07030', 'Hoboken, NJ 07030'],
    ['nyZipcode', 'NY', '10001', 'New York, NY 10001'],
  ])('%s holds sorted %s zips labelled "City, ST zip"', (name, state, zip, label) => {
    const rows = table(name);
    expect(rows.find((r) => r.id === zip)?.name).toBe(label);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    for (const { id, name: text } of rows) expect(text.endsWith(`, ${state} ${id}`)).toBe(true);
  });
});
