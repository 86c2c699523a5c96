/**
 * The therapy-navigation appointment window and slots without their messages: the booking page
 * marks its date input and time list with these before anyone touches it, and the message catalogue
 * (appointments.ts's appointmentSlotError) stays out of that page's first download.
 */
import {
  APPOINTMENT_END_HOUR,
  APPOINTMENT_FIRST_HOUR,
  APPOINTMENT_MAX_MONTHS_AHEAD,
  APPOINTMENT_STEP_MINUTES,
  APPOINTMENT_TIMEZONE,
} from '../constants.ts';
import { addMonths, dayKey, zonedDateTime, zonedParts } from './dates.ts';

/** The last bookable day: the same day next month (clamped), on the New York calendar. */
export function lastBookableDayKey(now: Date): number {
  return dayKey(addMonths(zonedParts(now, APPOINTMENT_TIMEZONE), APPOINTMENT_MAX_MONTHS_AHEAD));
}

/** Whether the New York calendar day of `date` can be booked (tomorrow … one month ahead, Monday–Friday). */
export function isAppointmentDayAllowed(date: Date, now: Date): boolean {
  if (Number.isNaN(date.getTime())) return false;
  const slot = zonedParts(date, APPOINTMENT_TIMEZONE);
  const key = dayKey(slot);
  const today = dayKey(zonedParts(now, APPOINTMENT_TIMEZONE));
  return key > today && key <= lastBookableDayKey(now) && slot.weekday >= 1 && slot.weekday <= 5;
}

/** The slot start times of a day as 'HH:mm' (08:00 … 16:45). */
export const APPOINTMENT_TIMES: readonly string[] = Array.from(
  { length: ((APPOINTMENT_END_HOUR - APPOINTMENT_FIRST_HOUR) * 60) / APPOINTMENT_STEP_MINUTES },
  (_, i) => {
    const minutes = APPOINTMENT_FIRST_HOUR * 60 + i * APPOINTMENT_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/** The instant of a New York wall-clock slot, e.g. newYorkSlot(2021, 5, 3, 9, 15). */
export function newYorkSlot(year: number, month: number, day: number, hour: number, minute: number): Date {
  return zonedDateTime(APPOINTMENT_TIMEZONE, year, month, day, hour, minute);
}
