import { LICENSE_MAX_YEARS_AHEAD, LICENSE_TIMEZONE } from '../constants.ts';
import type { LicenseStatus } from '../enums.ts';
import { zonedParts } from './dates.ts';

/** Where a license stands for the people looking at it; "expired" is derived from the date, never stored. */
export const LICENSE_STANDING = {
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
} as const;
export type LicenseStanding = keyof typeof LICENSE_STANDING;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's calendar day (YYYY-MM-DD) in the license time zone: a license counts through its expiry day there. */
export function licenseToday(now: Date = new Date()): string {
  const p = zonedParts(now, LICENSE_TIMEZONE);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day a given number of days from a YYYY-MM-DD day (negative goes back). */
export function shiftCalendarDate(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** YYYY-MM-DD days compare as text. */
export function isLicenseExpired(expiresOn: string, today: string = licenseToday()): boolean {
  return expiresOn < today;
}

/** The latest expiry date a license may be entered with (a later one is a typing mistake). */
export function latestLicenseExpiry(today: string = licenseToday()): string {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return `${pad(year + LICENSE_MAX_YEARS_AHEAD, 4)}${rest === '-02-29' ? '-02-28' : rest}`;
}

export function licenseStanding(
  status: LicenseStatus,
  expiresOn: string,
  today: string = licenseToday(),
): LicenseStanding {
  if (status === 'REJE') return 'rejected';
  if (isLicenseExpired(expiresOn, today)) return 'expired';
  return status === 'VERI' ? 'verified' : 'pending';
}

/** "NJ", "NJ and NY", "CT, NJ and NY": the states of a verified-license badge. */
export function listStates(states: readonly string[]): string {
  if (states.length <= 1) return states.join('');
  return `${states.slice(0, -1).join(', ')} and ${states.at(-1)}`;
}
