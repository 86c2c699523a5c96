import { formatCents, minutesOf, timeOf } from '@carespace/domain';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Every half hour of a day, as the time pickers offer them. */
export const HALF_HOURS: string[] = Array.from({ length: 49 }, (_, i) => timeOf(i * 30));

/** '13:30' → '1:30 PM'. */
export function clockText(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour < 12 || minutes === 24 * 60 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '2026-12-01' → 'Tue, Dec 1'. */
export function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

export const money = (cents: number) => formatCents(cents);

/** The city part of a zone id, for "times are in New York time". */
export function zoneText(timeZone: string): string {
  return `${(timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')} time`;
}
