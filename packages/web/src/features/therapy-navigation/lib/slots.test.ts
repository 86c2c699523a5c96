import { newYorkSlot } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { bookableRange, bookingRequest, clockLabel, slotInstant, timeOptions } from './slots.ts';

describe('the appointment picker', () => {
  it('reads the date and time as New York wall clock', () => {
    expect(slotInstant('2026-12-01', '10:45')?.toISOString()).toBe('2026-12-01T15:45:00.000Z');
    expect(slotInstant('2026-07-01', '10:45')?.toISOString()).toBe('2026-07-01T14:45:00.000Z');
    expect(slotInstant('', '10:45')).toBeNull();
    expect(slotInstant('2026-12-01', '')).toBeNull();
  });

  it('offers tomorrow up to one month ahead, weekdays only', () => {
    // Thursday 26 November 2026, 10:00 in New York: Friday is the first day, Friday 25 December the last.
    expect(bookableRange(newYorkSlot(2026, 11, 26, 10, 0))).toEqual({ min: '2026-11-27', max: '2026-12-25' });
    // Friday: the first day is the Monday after.
    expect(bookableRange(newYorkSlot(2026, 11, 27, 10, 0))?.min).toBe('2026-11-30');
  });

  it('lists the 15-minute starts from 8:00 AM to 4:45 PM, taken ones marked', () => {
    const taken = new Set([newYorkSlot(2026, 12, 1, 9, 15).toISOString()]);
    const options = timeOptions('2026-12-01', taken);
    expect(options).toHaveLength(36);
    expect(options[0]).toEqual({ value: '08:00', label: '8:00 AM', booked: false });
    expect(options.at(-1)).toEqual({ value: '16:45', label: '4:45 PM', booked: false });
    expect(options.filter((option) => option.booked).map((option) => option.label)).toEqual(['9:15 AM']);
    expect(clockLabel('12:30')).toBe('12:30 PM');
  });

  it('turns the form into the request the server checks', () => {
    expect(
      bookingRequest({
        firstName: ' Jordan ',
        lastName: 'Reyes',
        email: ' jordan@example.com',
        phone: '2015550142',
        appointmentDate: '2026-12-01',
        appointmentTime: '10:45',
        notes: '  ',
      }),
    ).toEqual({
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan@example.com',
      phone: '2015550142',
      notes: null,
      appointmentAt: '2026-12-01T15:45:00.000Z',
    });
    expect(bookingRequest({ appointmentDate: '2026-12-01' })).not.toHaveProperty('appointmentAt');
  });
});
