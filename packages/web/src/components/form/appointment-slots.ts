import { APPOINTMENT_STEP_MINUTES, appointmentSlotError } from '@carespace/domain';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The picker shows the viewer's own clock; the rules (weekdays, tomorrow up to one month ahead, 8:00 to before
 * 17:00, 15-minute steps) are judged on New York's. So each local slot is checked with the domain rule.
 */
const STEP_MINUTES = Array.from(
  { length: 60 / APPOINTMENT_STEP_MINUTES },
  (_, i) => i * APPOINTMENT_STEP_MINUTES,
);
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Beyond this the answer is known without checking slots: the window is one month from tomorrow. */
const FAR_AHEAD_MS = 34 * DAY_MS;

function slot(day: Dayjs, hour: number, minute: number): Date {
  return day.hour(hour).minute(minute).second(0).millisecond(0).toDate();
}

export function isSlotAllowed(day: Dayjs, hour: number, minute: number, now: Date): boolean {
  return appointmentSlotError(slot(day, hour, minute), now) === null;
}

/** True when no slot of this local day can be booked. */
export function isAppointmentDateDisabled(day: Dayjs, now: Date): boolean {
  const start = day.startOf('day');
  if (start.valueOf() < now.getTime() - DAY_MS || start.valueOf() > now.getTime() + FAR_AHEAD_MS) return true;
  return !HOURS.some((hour) => STEP_MINUTES.some((minute) => isSlotAllowed(start, hour, minute, now)));
}

/** The first local day with a bookable slot (tomorrow, or the Monday after a weekend). */
export function firstAppointmentDay(today: Dayjs, now: Date): Dayjs {
  for (let offset = 0; offset <= 40; offset++) {
    const day = today.startOf('day').add(offset, 'day');
    if (!isAppointmentDateDisabled(day, now)) return day;
  }
  return today.startOf('day');
}

/**
 * antd DatePicker `disabledTime`: the hours and minutes of the chosen local day that cannot be booked. Before a
 * bookable day is chosen the picker asks about today (never bookable); it gets the hours of the first bookable
 * day instead, so the time columns are not empty.
 */
export function disabledAppointmentTime(chosen: Dayjs | null, now: Date) {
  const day =
    chosen && !isAppointmentDateDisabled(chosen, now)
      ? chosen
      : firstAppointmentDay(chosen ?? dayjs(now), now);
  return {
    disabledHours: () =>
      HOURS.filter((hour) => !STEP_MINUTES.some((minute) => isSlotAllowed(day, hour, minute, now))),
    disabledMinutes: (hour: number) =>
      Array.from({ length: 60 }, (_, minute) => minute).filter(
        (minute) => !isSlotAllowed(day, hour, minute, now),
      ),
  };
}
