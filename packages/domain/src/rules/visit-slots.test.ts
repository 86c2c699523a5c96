import { describe, expect, it } from 'vitest';
import { isVisitSlot, visitSlots } from './visit-slots.ts';

// Wednesday 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00Z');
const HOURS = { days: [1, 3], fromHour: 9, toHour: 11 };

describe('visit slots', () => {
  it('lists each visiting hour of the visiting days from tomorrow, on the New York clock', () => {
    const slots = visitSlots(HOURS, NOW, 7);
    // Monday 30 November and Wednesday 2 December, 9:00 and 10:00 EST (UTC-5); not today.
    expect(slots).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-12-02T14:00:00.000Z',
      '2026-12-02T15:00:00.000Z',
    ]);
  });

  it('accepts only those slots', () => {
    expect(isVisitSlot(HOURS, new Date('2026-11-30T14:00:00Z'), NOW)).toBe(true);
    // Outside the hours, on a day off, on the half hour, today, or past the window.
    expect(isVisitSlot(HOURS, new Date('2026-11-30T16:00:00Z'), NOW)).toBe(false);
    expect(isVisitSlot(HOURS, new Date('2026-12-01T14:00:00Z'), NOW)).toBe(false);
    expect(isVisitSlot(HOURS, new Date('2026-11-30T14:30:00Z'), NOW)).toBe(false);
    expect(isVisitSlot(HOURS, new Date('2026-11-25T16:00:00Z'), NOW)).toBe(false);
    expect(isVisitSlot(HOURS, new Date('2027-01-04T14:00:00Z'), NOW)).toBe(false);
  });
});
