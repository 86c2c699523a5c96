import { APPOINTMENT_TIMEZONE } from '@carespace/domain';
import { formatPattern } from '../../../lib/date-format.ts';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A whole hour as people say it: 9 AM, 12 PM, 5 PM. */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/** 'Mondays and Wednesdays, 9 AM to 5 PM' */
export function hoursLabel(hours: { days: number[]; fromHour: number; toHour: number }): string {
  const days = hours.days.map((d) => `${WEEKDAYS[d]}s`);
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
  return `${list}, ${hourLabel(hours.fromHour)} to ${hourLabel(hours.toHour)}`;
}

/** A visit time on the practice's (New York) clock: 'Mon, Dec 7, 10:00 AM'. */
export function visitTime(value: string): string {
  return formatPattern(value, 'ddd, MMM D, h:mm A', APPOINTMENT_TIMEZONE);
}
