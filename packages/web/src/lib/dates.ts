import { DATE_FORMATS, type DateOfBirth, DOB_TIMEZONE } from '@carespace/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Dates as the screens show them: date MM/DD/YY, full date MMM/DD/YYYY, time h:mm A, date-time
 * ddd MM/DD h:mm A, in the viewer's time zone; a date of birth in New York time, so the day a patient entered
 * is the day everybody sees. Empty or unreadable values show as ''.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | string | number | Dayjs | null | undefined;

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

// The screens' formats live in date-format.ts (no Day.js); kept here under their old address for the pages that
// also need the date-of-birth helpers below.
export { formatAppointment, formatDate, formatDateTime, formatFullDate, formatTime } from './date-format.ts';

/**
 * A date of birth, in New York time whatever the viewer's zone: a stored instant (midnight New York of that
 * day) or its {month, day, year} parts. Full-date format by default; a 2-digit year would be ambiguous.
 */
export function formatDateOfBirth(
  value: DateInput | DateOfBirth,
  pattern: string = DATE_FORMATS.fullDate,
): string {
  if (value !== null && typeof value === 'object' && 'month' in value && !dayjs.isDayjs(value)) {
    const { year, month, day } = value;
    const local = dayjs.tz(
      `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      DOB_TIMEZONE,
    );
    return local.isValid() ? local.format(pattern) : '';
  }
  const date = parse(value as DateInput);
  return date ? date.tz(DOB_TIMEZONE).format(pattern) : '';
}

/** The instant a date of birth is stored as: midnight of that day in New York. */
export function dateOfBirthInstant({ year, month, day }: DateOfBirth): Date {
  return dayjs
    .tz(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, DOB_TIMEZONE)
    .toDate();
}

/** {month, day, year} of a stored date of birth, read in New York time. */
export function dateOfBirthParts(value: DateInput): DateOfBirth | null {
  const date = parse(value)?.tz(DOB_TIMEZONE);
  return date ? { month: date.month() + 1, day: date.date(), year: date.year() } : null;
}

export { dayjs };
