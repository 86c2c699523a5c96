import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TIMES,
  appointmentSlotError,
  isAppointmentDayAllowed,
  newYorkSlot,
} from './appointments.ts';

const OUT_OF_RANGE = 'Please choose a date from tomorrow up to one month ahead.';
const WEEKDAYS = 'Appointments are available on weekdays only.';
const HOURS = 'Please choose a time from 8:00 AM to before 5:00 PM Eastern Time.';
const STEP = 'Please choose a time on a 15-minute step (for example 9:00, 9:15, 9:30 or 9:45).';

// Wednesday 5 May 2021, 10:00 in New York. Tomorrow is Thursday 6 May.
const now = newYorkSlot(2021, 5, 5, 10, 0);

describe('appointmentSlotError (New York time)', () => {
  it('accepts weekday slots from 08:00 to 16:45 tomorrow', () => {
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 8, 0), now)).toBeNull();
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 16, 45), now)).toBeNull();
    expect(appointmentSlotError(newYorkSlot(2021, 5, 7, 12, 30), now)).toBeNull();
  });

  it('rejects hours before 8 and from 17 onward', () => {
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 17, 0), now)).toBe(HOURS);
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 7, 45), now)).toBe(HOURS);
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 0, 0), now)).toBe(HOURS);
  });

  it('rejects times off the 15-minute step', () => {
    expect(appointmentSlotError(newYorkSlot(2021, 5, 6, 16, 50), now)).toBe(STEP);
    expect(appointmentSlotError(new Date(newYorkSlot(2021, 5, 6, 9, 0).getTime() + 30_000), now)).toBe(STEP);
  });

  it('rejects weekends', () => {
    expect(appointmentSlotError(newYorkSlot(2021, 5, 8, 10, 0), now)).toBe(WEEKDAYS); // Saturday
    expect(appointmentSlotError(newYorkSlot(2021, 5, 9, 10, 0), now)).toBe(WEEKDAYS); // Sunday
  });

  it('rejects today, the past and more than one month ahead', () => {
    expect(appointmentSlotError(newYorkSlot(2021, 5, 5, 15, 0), now)).toBe(OUT_OF_RANGE); // today
    expect(appointmentSlotError(newYorkSlot(2021, 5, 4, 15, 0), now)).toBe(OUT_OF_RANGE);
    const in32Days = new Date(newYorkSlot(2021, 5, 5, 10, 0).getTime() + 32 * 86_400_000);
    expect(appointmentSlotError(in32Days, now)).toBe(OUT_OF_RANGE);
  });

  it('allows the same day next month, not the day after', () => {
    const monday = newYorkSlot(2021, 5, 10, 9, 0);
    expect(appointmentSlotError(newYorkSlot(2021, 6, 10, 9, 0), monday)).toBeNull(); // Thursday
    expect(appointmentSlotError(newYorkSlot(2021, 6, 11, 9, 0), monday)).toBe(OUT_OF_RANGE);
    // 31 January + 1 month is clamped to 28 February.
    const endOfJanuary = newYorkSlot(2022, 1, 31, 9, 0);
    expect(appointmentSlotError(newYorkSlot(2022, 2, 28, 9, 0), endOfJanuary)).toBeNull();
    expect(appointmentSlotError(newYorkSlot(2022, 3, 1, 9, 0), endOfJanuary)).toBe(OUT_OF_RANGE);
  });

  it('judges the New York wall clock, not UTC', () => {
    // 16:45 EDT is 20:45 UTC; 17:00 EDT is 21:00 UTC.
    expect(appointmentSlotError(new Date('2021-05-06T20:45:00Z'), now)).toBeNull();
    expect(appointmentSlotError(new Date('2021-05-06T21:00:00Z'), now)).toBe(HOURS);
    // In winter (EST) 08:00 is 13:00 UTC.
    const winterNow = newYorkSlot(2021, 12, 1, 10, 0);
    expect(appointmentSlotError(new Date('2021-12-02T13:00:00Z'), winterNow)).toBeNull();
    expect(appointmentSlotError(new Date('2021-12-02T12:45:00Z'), winterNow)).toBe(HOURS);
    // 23:30 on Wednesday in New York is already Thursday in UTC: still "today".
    expect(appointmentSlotError(new Date('2021-05-06T03:30:00Z'), now)).toBe(OUT_OF_RANGE);
  });

  it('rejects an invalid date', () => {
    expect(appointmentSlotError(new Date('nope'), now)).toBe('Please choose a valid date and time.');
  });
});

describe('appointment helpers', () => {
  it('lists the 36 slot times of a day', () => {
    expect(APPOINTMENT_TIMES).toHaveLength(36);
    expect(APPOINTMENT_TIMES[0]).toBe('08:00');
    expect(APPOINTMENT_TIMES.at(-1)).toBe('16:45');
  });

  it('tells which days can be booked', () => {
    expect(isAppointmentDayAllowed(newYorkSlot(2021, 5, 6, 0, 0), now)).toBe(true);
    expect(isAppointmentDayAllowed(newYorkSlot(2021, 5, 5, 0, 0), now)).toBe(false);
    expect(isAppointmentDayAllowed(newYorkSlot(2021, 5, 8, 0, 0), now)).toBe(false);
    expect(isAppointmentDayAllowed(newYorkSlot(2021, 6, 7, 0, 0), now)).toBe(false);
  });

  it('builds New York slots across daylight saving', () => {
    expect(newYorkSlot(2021, 5, 6, 9, 0).toISOString()).toBe('2021-05-06T13:00:00.000Z');
    expect(newYorkSlot(2021, 12, 6, 9, 0).toISOString()).toBe('2021-12-06T14:00:00.000Z');
  });
});
