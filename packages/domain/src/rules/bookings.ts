/**
 * Renting a listed space by the hour or the day: the cancellation policies and their refunds, the price and
 * Carespace's fee, and the listing's time zone. Pure rules, shared by the server (which decides) and the web app
 * (which shows the same figures before anyone confirms).
 */
import type { UsState } from '../us-states.ts';
import { zonedDateTime, zonedParts } from './dates.ts';

export const CANCELLATION_POLICIES = {
  flexible: {
    label: 'Flexible',
    summary: 'Full refund if cancelled at least 24 hours before the booking starts.',
    daysBefore: 1,
    refundPercent: 100,
  },
  moderate: {
    label: 'Moderate',
    summary: 'Full refund if cancelled at least 5 days before the booking starts.',
    daysBefore: 5,
    refundPercent: 100,
  },
  strict: {
    label: 'Strict',
    summary: 'Half refunded if cancelled at least 7 days before the booking starts.',
    daysBefore: 7,
    refundPercent: 50,
  },
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;
export const CANCELLATION_POLICY_CODES = Object.keys(CANCELLATION_POLICIES) as [
  CancellationPolicy,
  ...CancellationPolicy[],
];

/** Carespace's share of each booking when no other figure is configured. */
export const DEFAULT_BOOKING_FEE_PERCENT = 10;

/**
 * The last moment a guest may cancel for the policy's refund: the same wall-clock time in the listing's time
 * zone, the policy's number of calendar days before the start. Counted on the local calendar rather than in
 * elapsed hours, so "24 hours before a 9:00 booking" is 9:00 the day before even when the clocks change between.
 */
export function refundDeadline(policy: CancellationPolicy, startsAt: Date, timeZone: string): Date {
  const local = zonedParts(startsAt, timeZone);
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  day.setUTCDate(day.getUTCDate() - CANCELLATION_POLICIES[policy].daysBefore);
  return zonedDateTime(
    timeZone,
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    local.hour,
    local.minute,
  );
}

export interface GuestRefund {
  refundCents: number;
  refundPercent: number;
  deadline: Date;
}

/** What a guest gets back for cancelling at `now` (a cancellation exactly at the deadline still counts). */
export function guestRefund(
  policy: CancellationPolicy,
  totalCents: number,
  startsAt: Date,
  timeZone: string,
  now: Date,
): GuestRefund {
  const deadline = refundDeadline(policy, startsAt, timeZone);
  const refundPercent = now.getTime() <= deadline.getTime() ? CANCELLATION_POLICIES[policy].refundPercent : 0;
  return { refundCents: Math.round((totalCents * refundPercent) / 100), refundPercent, deadline };
}

export interface BookingPrice {
  totalCents: number;
  feeCents: number;
  hostCents: number;
}

/** The guest pays the listed price; Carespace keeps its percentage of it and the host is paid the rest. */
export function bookingPrice(units: number, unitPriceCents: number, feePercent: number): BookingPrice {
  const totalCents = units * unitPriceCents;
  const feeCents = Math.round((totalCents * feePercent) / 100);
  return { totalCents, feeCents, hostCents: totalCents - feeCents };
}

/** The host's share of what remains paid after a refund (Carespace's fee shrinks in proportion). */
export function keptAfterRefund(price: BookingPrice, refundCents: number, feePercent: number): BookingPrice {
  return bookingPrice(1, price.totalCents - refundCents, feePercent);
}

/**
 * The time zone a listing keeps its calendar in, from its state. No offline ZIP → time zone data ships with the
 * app, so each state takes the zone most of its people live in; the few split states (the Florida panhandle,
 * west Texas, the Idaho panhandle …) take their majority zone.
 */
export const US_STATE_TIME_ZONES: Record<UsState, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AS: 'Pacific/Pago_Pago',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  GU: 'Pacific/Guam',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  MP: 'Pacific/Saipan',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VI: 'America/St_Thomas',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

export function timeZoneOfState(state: string): string {
  return US_STATE_TIME_ZONES[state as UsState] ?? 'America/New_York';
}

/** 'HH:MM' → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight → 'HH:MM'. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday for a 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a listing's wall clock shows `date` at `time`. */
export function localInstant(timeZone: string, date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  return zonedDateTime(timeZone, y, mo, d, Math.floor(minutes / 60), minutes % 60);
}

/** The listing's calendar date of an instant, as 'YYYY-MM-DD'. */
export function localDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
