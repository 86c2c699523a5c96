/**
 * Therapy-navigation appointment slots: weekdays only, from tomorrow up to one month ahead,
 * 08:00 to before 17:00, 15-minute steps, all judged on the New York wall clock whatever the caller's zone.
 */
import {
  APPOINTMENT_END_HOUR,
  APPOINTMENT_FIRST_HOUR,
  APPOINTMENT_STEP_MINUTES,
  APPOINTMENT_TIMEZONE,
} from '../constants.ts';
import { APPOINTMENTS } from '../messages.ts';
import { lastBookableDayKey } from './appointment-slots.ts';
import { dayKey, zonedParts } from './dates.ts';

// The window and slots themselves live in a messages-free module (the booking page's first download).
export { APPOINTMENT_TIMES, isAppointmentDayAllowed, newYorkSlot } from './appointment-slots.ts';

/** null when the slot can be booked, otherwise the reason. */
export function appointmentSlotError(date: Date, now: Date): string | null {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return APPOINTMENTS.invalidDate;
  const slot = zonedParts(date, APPOINTMENT_TIMEZONE);
  const key = dayKey(slot);
  if (key <= dayKey(zonedParts(now, APPOINTMENT_TIMEZONE)) || key > lastBookableDayKey(now)) {
    return APPOINTMENTS.outOfRange;
  }
  if (slot.weekday === 0 || slot.weekday === 6) return APPOINTMENTS.weekdaysOnly;
  if (slot.hour < APPOINTMENT_FIRST_HOUR || slot.hour >= APPOINTMENT_END_HOUR)
    return APPOINTMENTS.outsideHours;
  if (slot.minute % APPOINTMENT_STEP_MINUTES !== 0 || slot.second !== 0 || date.getUTCMilliseconds() !== 0) {
    return APPOINTMENTS.notOnStep;
  }
  return null;
}
