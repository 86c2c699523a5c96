import {
  type AvailabilitySettings,
  type AvailabilityView,
  addDays,
  type CancellationPolicy,
  type FreeSlots,
  localInstant,
  minutesOf,
  type OpeningHours,
  timeOf,
  timeZoneOfState,
  weekdayOf,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { hostAccess, listingAccess, signedIn } from './booking-access.ts';
import * as repo from './bookings.repository.ts';

/** Bookings start and end on the half hour. */
export const SLOT_MINUTES = 30;
/** How far ahead a listing can be booked. */
export const BOOKING_HORIZON_DAYS = 180;

export function toSettings(row: repo.AvailabilityRow): AvailabilitySettings {
  return {
    weeklyHours: row.weekly_hours as OpeningHours[],
    blockedDates: row.blocked_dates,
    minBookingHours: row.min_booking_hours,
    hourlyPriceCents: row.hourly_price_cents,
    dailyPriceCents: row.daily_price_cents,
    cancellationPolicy: row.cancellation_policy as CancellationPolicy,
  };
}

function view(
  ctx: RequestContext,
  property: repo.BookableProperty,
  row: repo.AvailabilityRow | undefined,
): AvailabilityView {
  const feePercent = ctx.config.bookingFeePercent;
  if (!row) {
    // Nothing saved yet: a sensible starting point for the host's form, and not bookable.
    return {
      propertyId: property.id,
      timeZone: timeZoneOfState(property.us_state),
      feePercent,
      bookable: false,
      weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '17:00' })),
      blockedDates: [],
      minBookingHours: 1,
      hourlyPriceCents: 4000,
      dailyPriceCents: 25000,
      cancellationPolicy: 'flexible',
    };
  }
  return { propertyId: property.id, timeZone: row.time_zone, feePercent, bookable: true, ...toSettings(row) };
}

/** GET availability: the host edits it; an approved guest reads it to book. */
export async function getAvailability(ctx: RequestContext, propertyId: string): Promise<AvailabilityView> {
  const { property } = await listingAccess(ctx, propertyId);
  return view(ctx, property, await repo.findAvailability(ctx.db, propertyId));
}

/** PUT availability: the host's practice (or an admin). The time zone follows the listing's address. */
export async function saveAvailability(
  ctx: RequestContext,
  propertyId: string,
  settings: AvailabilitySettings,
): Promise<AvailabilityView> {
  const { property } = await hostAccess(ctx, propertyId);
  await repo.saveAvailability(ctx.db, {
    property_id: propertyId,
    time_zone: timeZoneOfState(property.us_state),
    weekly_hours: JSON.stringify([...settings.weeklyHours].sort((a, b) => a.weekday - b.weekday)),
    blocked_dates: [...new Set(settings.blockedDates)].sort(),
    min_booking_hours: settings.minBookingHours,
    hourly_price_cents: settings.hourlyPriceCents,
    daily_price_cents: settings.dailyPriceCents,
    cancellation_policy: settings.cancellationPolicy,
  });
  return view(ctx, property, await repo.findAvailability(ctx.db, propertyId));
}

/** A day's opening hours, or null when the listing is closed that day (no hours, or a blocked date). */
export function openingOn(settings: AvailabilitySettings, date: string): OpeningHours | null {
  if (settings.blockedDates.includes(date)) return null;
  return settings.weeklyHours.find((h) => h.weekday === weekdayOf(date)) ?? null;
}

/**
 * `localInstant` in milliseconds, remembered: every caller of a calendar asks for the same days' opening and
 * closing instants, and each answer costs two time-zone conversions. The answer never changes (zone rules are fixed
 * for the process's life); the memory is bounded by starting afresh when full.
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;
function instantOf(timeZone: string, date: string, time: string): number {
  const key = `${timeZone}|${date}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = localInstant(timeZone, date, time).getTime();
    instants.set(key, instant);
  }
  return instant;
}

const overlaps = (start: number, end: number, ranges: Array<[number, number]>) =>
  ranges.some(([s, e]) => s < end && e > start);

/**
 * The free half-hour starts of each day from `from`, in the listing's time zone: open, not blocked, not in the
 * past, not held by a booking. One query for the held ranges of the whole window (the constraint's GiST index
 * answers it), then arithmetic.
 */
export function freeSlotsOf(
  settings: AvailabilitySettings,
  timeZone: string,
  from: string,
  days: number,
  ranges: Array<[number, number]>,
  now: Date,
): FreeSlots['days'] {
  const result: FreeSlots['days'] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    const hours = openingOn(settings, date);
    if (!hours) {
      result.push({ date, freeStarts: [], open: null, close: null, wholeDayFree: false });
      continue;
    }
    const freeStarts: string[] = [];
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    // Two zone conversions a day, not one per half hour: the opening hours' instants are evenly spaced unless the
    // clocks change inside them (then each start is converted on its own).
    const opensAt = instantOf(timeZone, date, hours.open);
    const even = instantOf(timeZone, date, hours.close) - opensAt === (close - open) * 60_000;
    const nowMs = now.getTime();
    for (let m = open; m + SLOT_MINUTES <= close; m += SLOT_MINUTES) {
      const start = even ? opensAt + (m - open) * 60_000 : instantOf(timeZone, date, timeOf(m));
      const end = start + SLOT_MINUTES * 60_000;
      if (start > nowMs && !overlaps(start, end, ranges)) freeStarts.push(timeOf(m));
    }
    const slots = (close - open) / SLOT_MINUTES;
    result.push({
      date,
      freeStarts,
      open: hours.open,
      close: hours.close,
      wholeDayFree: freeStarts.length === Math.floor(slots) && slots > 0,
    });
  }
  return result;
}

/** GET slots: the calendar an approved guest books from. */
export async function freeSlots(
  ctx: RequestContext,
  propertyId: string,
  from: string,
  days: number,
): Promise<FreeSlots> {
  // The same rule as listingAccess, read together with the availability: this is the calendar's hot path.
  const actor = signedIn(ctx);
  const now = new Date();
  // Every zone's midnight lies within 14 hours of UTC's: a day more on each side holds the listing's own window.
  const context = await repo.slotContext(ctx.db, propertyId, actor.organizationId, {
    from: new Date(Date.parse(`${addDays(from, -1)}T00:00:00Z`)),
    to: new Date(Date.parse(`${addDays(from, days + 1)}T00:00:00Z`)),
    now,
  });
  if (!context) throw new AppError('NOT_FOUND');
  const allowed = actor.healcoAdmin || actor.organizationId === context.organization_id || context.approved;
  if (!allowed) throw new AppError('BOOKING_NOT_APPROVED');
  if (context.time_zone === null) {
    // Not open for bookings yet: a calendar with nothing free, so the page can say so.
    return { timeZone: timeZoneOfState(context.us_state), minBookingHours: 1, days: [] };
  }
  const row = {
    property_id: propertyId,
    time_zone: context.time_zone,
    weekly_hours: context.weekly_hours,
    blocked_dates: context.blocked_dates ?? [],
    min_booking_hours: context.min_booking_hours ?? 1,
    hourly_price_cents: context.hourly_price_cents ?? 0,
    daily_price_cents: context.daily_price_cents ?? 0,
    cancellation_policy: context.cancellation_policy ?? 'flexible',
  } satisfies repo.AvailabilityRow;
  return {
    timeZone: row.time_zone,
    minBookingHours: row.min_booking_hours,
    days: freeSlotsOf(toSettings(row), row.time_zone, from, days, context.held, now),
  };
}
