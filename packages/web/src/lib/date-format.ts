import { DATE_FORMATS, MONTHS, zonedParts } from '@carespace/domain';

/**
 * Dates as the screens show them (DATE_FORMATS: date MM/DD/YY, full date MMM/DD/YYYY, time h:mm A, date-time
 * ddd MM/DD h:mm A), in the viewer's time zone or a given one, by the browser's own Intl.DateTimeFormat: a page
 * that only shows dates downloads no date library (Day.js, 7 KB, stays for the date-of-birth arithmetic in
 * dates.ts). Empty or unreadable values show as ''.
 */
export type DateValue = Date | string | number | null | undefined;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = MONTHS.map((month) => month.name);
const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TOKENS = /YYYY|YY|MMMM|MMM|MM|DD|D|ddd|hh|h|mm|A/g;

/** A calendar day written alone (2021-05-24) is that day on the viewer's clock, not midnight in London. */
function toDate(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The viewer's own zone, when no other is asked for. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const pad = (value: number) => String(value).padStart(2, '0');

/** `value` written with Day.js's tokens (YYYY YY MMMM MMM MM DD D ddd hh h mm A), on `timeZone`'s clock if given. */
export function formatPattern(value: DateValue, pattern: string, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = zonedParts(date, timeZone ?? localZone());
  const hour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const values: Record<string, string> = {
    YYYY: String(parts.year),
    YY: String(parts.year).slice(-2),
    MMMM: MONTH_NAMES[parts.month - 1] ?? '',
    MMM: MONTH_ABBREVIATIONS[parts.month - 1] ?? '',
    MM: pad(parts.month),
    DD: pad(parts.day),
    D: String(parts.day),
    ddd: WEEKDAYS[parts.weekday] ?? '',
    hh: pad(hour),
    h: String(hour),
    mm: pad(parts.minute),
    A: parts.hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
}

/** 05/03/21 */
export function formatDate(value: DateValue): string {
  return formatPattern(value, DATE_FORMATS.date);
}

/** May/03/2021 */
export function formatFullDate(value: DateValue): string {
  return formatPattern(value, DATE_FORMATS.fullDate);
}

/** 9:15 AM */
export function formatTime(value: DateValue): string {
  return formatPattern(value, DATE_FORMATS.time);
}

/** Mon 05/03 9:15 AM */
export function formatDateTime(value: DateValue): string {
  return formatPattern(value, DATE_FORMATS.dateTime);
}

/** 05-03-2021 09:15 AM (the appointment picker's format). */
export function formatAppointment(value: DateValue): string {
  return formatPattern(value, DATE_FORMATS.appointment);
}
