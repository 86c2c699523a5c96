import {
  APPOINTMENT_END_HOUR,
  APPOINTMENT_FIRST_HOUR,
  APPOINTMENT_STEP_MINUTES,
  isAppointmentDayAllowed,
  newYorkSlot,
} from '@carespace/domain';
import dayjs, { type Dayjs } from 'dayjs';

/*
 * The picker shows New York wall-clock time whatever the visitor's own zone (the rules of spec 01 §5 are judged
 * in New York, and the page says "Eastern Time"). A picker value is read as a New York date and time.
 */

/** The instant of the New York date and time shown by a picker value. */
export function slotInstant(value: Dayjs): Date {
  return newYorkSlot(value.year(), value.month() + 1, value.date(), value.hour(), value.minute());
}

/** A picker value showing the given New York slot's wall clock. */
export function pickerValue(year: number, month: number, day: number, hour: number, minute: number): Dayjs {
  return dayjs(new Date(year, month - 1, day, hour, minute));
}

/** Weekends, today and earlier, and days more than a month ahead are disabled. */
export function isDayDisabled(day: Dayjs, now: Date = new Date()): boolean {
  return !isAppointmentDayAllowed(newYorkSlot(day.year(), day.month() + 1, day.date(), 12, 0), now);
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Hours before 8 and from 17 on, minutes off the 15-minute grid, and already-booked starts are disabled. */
export function disabledTimes(day: Dayjs | null, booked: ReadonlySet<string>) {
  return {
    disabledHours: () => [...range(0, APPOINTMENT_FIRST_HOUR), ...range(APPOINTMENT_END_HOUR, 24)],
    disabledMinutes: (hour: number) => {
      const offGrid = range(0, 60).filter((minute) => minute % APPOINTMENT_STEP_MINUTES !== 0);
      if (!day) return offGrid;
      const taken = range(0, 60 / APPOINTMENT_STEP_MINUTES)
        .map((step) => step * APPOINTMENT_STEP_MINUTES)
        .filter((minute) => booked.has(slotInstant(day.hour(hour).minute(minute)).toISOString()));
      return [...offGrid, ...taken];
    },
  };
}

/** The first bookable day at 09:00, where the picker opens. */
export function firstOpenSlot(now: Date = new Date()): Dayjs {
  for (let offset = 1; offset <= 10; offset += 1) {
    const candidate = dayjs(now).add(offset, 'day').hour(9).minute(0).second(0).millisecond(0);
    if (!isDayDisabled(candidate, now)) return candidate;
  }
  return dayjs(now).add(1, 'day').hour(9).minute(0).second(0).millisecond(0);
}
