/**
 * The times a referred patient may propose for an in-person visit: each whole hour of the clinician's visiting
 * hours on their visiting days, from tomorrow for three weeks, on the New York wall clock (every practice Carespace
 * serves today is on Eastern time; docs/decisions.md says so).
 */
import { APPOINTMENT_TIMEZONE } from '../constants.ts';
import type { VisitHours } from '../schemas/in-person-visits.schemas.ts';
import { VISIT_DAYS_AHEAD } from '../schemas/in-person-visits.schemas.ts';
import { dayKey, zonedDateTime, zonedParts } from './dates.ts';

const DAY_MS = 86_400_000;

/** The proposable start times, as ISO strings, soonest first. */
export function visitSlots(hours: VisitHours, now: Date, daysAhead = VISIT_DAYS_AHEAD): string[] {
  const slots: string[] = [];
  const today = zonedParts(now, APPOINTMENT_TIMEZONE);
  // Noon of each day, so the step never lands on the wrong day around a clock change.
  const noon = zonedDateTime(APPOINTMENT_TIMEZONE, today.year, today.month, today.day, 12).getTime();
  for (let offset = 1; offset <= daysAhead; offset += 1) {
    const day = zonedParts(new Date(noon + offset * DAY_MS), APPOINTMENT_TIMEZONE);
    if (!hours.days.includes(day.weekday)) continue;
    for (let hour = hours.fromHour; hour < hours.toHour; hour += 1) {
      slots.push(zonedDateTime(APPOINTMENT_TIMEZONE, day.year, day.month, day.day, hour).toISOString());
    }
  }
  return slots;
}

/** Whether a proposed time is one of the slots: a visiting day and whole hour, tomorrow to three weeks ahead. */
export function isVisitSlot(hours: VisitHours, time: Date, now: Date, daysAhead = VISIT_DAYS_AHEAD): boolean {
  if (Number.isNaN(time.getTime())) return false;
  const at = zonedParts(time, APPOINTMENT_TIMEZONE);
  if (at.minute !== 0 || at.second !== 0 || time.getUTCMilliseconds() !== 0) return false;
  if (!hours.days.includes(at.weekday) || at.hour < hours.fromHour || at.hour >= hours.toHour) return false;
  const today = dayKey(zonedParts(now, APPOINTMENT_TIMEZONE));
  const last = dayKey(zonedParts(new Date(now.getTime() + daysAhead * DAY_MS), APPOINTMENT_TIMEZONE));
  const key = dayKey(at);
  return key > today && key <= last;
}
