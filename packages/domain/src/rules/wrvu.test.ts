import { describe, expect, it } from 'vitest';
import { lineWorkRvus, wrvuEstimate } from './wrvu.ts';

describe('wRVU arithmetic', () => {
  it('adds work RVU × volume exactly and prices the total at the conversion factor', () => {
    const rows = [
      { workRvu: 1.3, volume: 1500 },
      { workRvu: 1.92, volume: 2200 },
      { workRvu: 0.18, volume: 7 },
    ];
    expect(wrvuEstimate(rows, 51.5)).toEqual({ totalWorkRvus: 6175.26, compensationCents: 31_802_589 });
    expect(lineWorkRvus(0.18, 7)).toBe(1.26); // not 1.2600000000000002
  });

  it('counts only whole, positive volumes and prices nothing without a positive factor', () => {
    expect(lineWorkRvus(1.3, Number.NaN)).toBe(0);
    expect(lineWorkRvus(1.3, -5)).toBe(0);
    expect(lineWorkRvus(1.3, 2.9)).toBe(2.6);
    expect(wrvuEstimate([{ workRvu: 1.3, volume: 10 }], 0)).toEqual({
      totalWorkRvus: 13,
      compensationCents: 0,
    });
    expect(wrvuEstimate([{ workRvu: 1.3, volume: 10 }], Number.NaN).compensationCents).toBe(0);
  });
});
