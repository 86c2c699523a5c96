import { MONTHS, YEAR_MAX, YEAR_MIN } from '../constants.ts';

/** The product's leap-year rule: divisible by 4 only (so 1900 counts, on purpose). */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0;
}

/** Days in a month (1..12) of a year; 0 for an unknown month. */
export function daysInMonth(month: number, year: number): number {
  const entry = MONTHS[month - 1];
  if (!Number.isInteger(month) || !entry) return 0;
  return month === 2 && isLeapYear(year) ? 29 : entry.days;
}

export function isAllowedBirthYear(year: number): boolean {
  return Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX;
}

/** Whether month/day/year is a date of birth the pickers offer. */
export function isValidDateOfBirth(month: number, day: number, year: number): boolean {
  return isAllowedBirthYear(year) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(month, year);
}

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone (Intl only, no date library). */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The instant at which the wall clock of a time zone shows the given date and time. */
export function zonedDateTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  let instant = wall - offsetAt(wall);
  // Re-evaluate once: the offset at the guess may differ from the offset at the answer around DST changes.
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** Calendar arithmetic on a y/m/d triple; the day is clamped to the target month's length (Jan 31 + 1 month = Feb 28). */
export function addMonths(
  date: { year: number; month: number; day: number },
  months: number,
): { year: number; month: number; day: number } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

/** y/m/d as a sortable number (20210315). */
export function dayKey(date: { year: number; month: number; day: number }): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}
