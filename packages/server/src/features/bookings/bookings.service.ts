import {
  addDays,
  type BookingRequest,
  type BookingView,
  bookingPrice,
  localInstant,
  minutesOf,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { HandledPaymentEvent } from '../billing/payment-events.ts';
import { BOOKING_HORIZON_DAYS, openingOn, toSettings } from './availability.service.ts';
import { hostAccess, listingAccess, signedIn } from './booking-access.ts';
import { announceBooking } from './booking-announcements.ts';
import { describeWhen, toView } from './booking-view.ts';
import * as repo from './bookings.repository.ts';

/** How long a time stays held for a guest while they are in the checkout. */
export const HOLD_MINUTES = 30;

/** The instants and price of a request, checked against the listing's hours; throws what is wrong. */
function plan(request: BookingRequest, availability: repo.AvailabilityRow, feePercent: number, now: Date) {
  const settings = toSettings(availability);
  const tz = availability.time_zone;
  let startsAt: Date;
  let endsAt: Date;
  let price: ReturnType<typeof bookingPrice>;
  if (request.kind === 'hourly') {
    const hours = openingOn(settings, request.date);
    const start = minutesOf(request.startTime);
    const end = minutesOf(request.endTime);
    if (end <= start) throw new AppError('BOOKING_OUTSIDE_HOURS');
    if (!hours || start < minutesOf(hours.open) || end > minutesOf(hours.close)) {
      throw new AppError('BOOKING_OUTSIDE_HOURS');
    }
    if (end - start < availability.min_booking_hours * 60) throw new AppError('BOOKING_OUTSIDE_HOURS');
    startsAt = localInstant(tz, request.date, request.startTime);
    endsAt = localInstant(tz, request.date, request.endTime);
    // Priced by the half hour: 2.5 hours cost two and a half times the hourly price.
    price = bookingPrice((end - start) / 30, availability.hourly_price_cents / 2, feePercent);
  } else {
    if (request.endDate < request.date || request.endDate > addDays(request.date, 13)) {
      throw new AppError('BOOKING_OUTSIDE_HOURS');
    }
    const days: string[] = [];
    for (let d = request.date; d <= request.endDate; d = addDays(d, 1)) days.push(d);
    const opening = days.map((d) => openingOn(settings, d));
    if (opening.some((h) => h === null)) throw new AppError('BOOKING_OUTSIDE_HOURS');
    startsAt = localInstant(tz, request.date, opening[0]!.open);
    endsAt = localInstant(tz, request.endDate, opening[opening.length - 1]!.close);
    price = bookingPrice(days.length, availability.daily_price_cents, feePercent);
  }
  if (startsAt.getTime() <= now.getTime()) throw new AppError('BOOKING_IN_PAST');
  if (startsAt.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) {
    throw new AppError('BOOKING_OUTSIDE_HOURS');
  }
  return { startsAt, endsAt, price: { ...price, totalCents: Math.round(price.totalCents) } };
}

/**
 * POST /api/bookings: an approved guest holds the time and goes to the checkout. The hold is what stops a second
 * guest: the database refuses an overlapping one (SLOT_TAKEN, 409), whoever asked first by a microsecond wins.
 */
export async function startBooking(ctx: RequestContext, request: BookingRequest) {
  const access = await listingAccess(ctx, request.propertyId);
  if (access.side === 'host') throw new AppError('OWN_PROPERTY_APPLICATION');
  if (access.side !== 'guest') throw new AppError('BOOKING_NOT_APPROVED');
  const availability = await repo.findAvailability(ctx.db, request.propertyId);
  if (!availability) throw new AppError('BOOKING_NOT_OPEN');
  const now = new Date();
  const feePercent = ctx.config.bookingFeePercent;
  const { startsAt, endsAt, price } = plan(request, availability, feePercent, now);
  const id = newId();
  try {
    await repo.holdBooking(
      ctx.db,
      {
        id,
        property_id: access.property.id,
        host_organization_id: access.property.organization_id,
        guest_organization_id: access.actor.organizationId!,
        guest_user_id: access.actor.userId,
        introduction_id: access.introduction!.id,
        kind: request.kind,
        starts_at: startsAt,
        ends_at: endsAt,
        time_zone: availability.time_zone,
        status: 'pending_payment',
        hold_expires_on: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        total_cents: price.totalCents,
        fee_cents: price.feeCents,
        host_cents: price.totalCents - price.feeCents,
        fee_percent: feePercent,
        cancellation_policy: availability.cancellation_policy,
        checkout_session_id: null,
        paid_on: null,
        refund_id: null,
        canceled_on: null,
        canceled_by: null,
        canceled_by_user_id: null,
        cancel_reason: null,
        payout_id: null,
      },
      now,
    );
  } catch (error) {
    if (repo.isOverlap(error)) throw new AppError('SLOT_TAKEN');
    throw error;
  }

  const when = describeWhen(startsAt, endsAt, availability.time_zone, request.kind);
  const base = ctx.config.publicUrl;
  try {
    const session = await ctx.ports.payments.createCheckoutSession({
      customerEmail: await repo.userEmail(ctx.db, access.actor.userId),
      priceId: '',
      mode: 'payment',
      successUrl: `${base}/provider/bookings?booked=${id}`,
      cancelUrl: `${base}/provider/properties/${access.property.id}?checkoutCanceled=${id}`,
      collectShippingAddress: false,
      metadata: { purpose: 'booking', bookingId: id },
      lineItemName: `${access.property.title}: ${when}`,
      amountCents: price.totalCents,
    });
    await repo.setCheckoutSession(ctx.db, id, session.id);
    return { bookingId: id, url: session.url };
  } catch (error) {
    // No checkout, no hold: the time goes back on the calendar at once.
    await repo.releaseHold(ctx.db, id);
    throw new AppError('UNABLE_TO_CHECKOUT', undefined, { cause: error });
  }
}

/** The payment provider's word that a booking was paid: it is confirmed and both practices hear of it. */
export async function handleBookingPayment(ctx: RequestContext, event: HandledPaymentEvent): Promise<void> {
  if (event.type !== 'checkout.completed' || event.session.paymentStatus !== 'paid') return;
  const bookingId = event.session.metadata.bookingId;
  if (!bookingId) return;
  const confirmed = await repo.confirmPaid(ctx.db, bookingId, new Date());
  if (confirmed === 'taken') {
    // Paid after the hold lapsed and someone else booked the time meanwhile: the guest gets everything back.
    const booking = await repo.findBooking(ctx.db, bookingId);
    if (booking) {
      const refundId = await ctx.ports.payments.refundCheckout(event.session.id, booking.total_cents);
      await repo.cancelPaidTooLate(ctx.db, bookingId, { cents: booking.total_cents, id: refundId });
    }
    return;
  }
  if (!confirmed) return;
  const booking = await repo.findBooking(ctx.db, bookingId);
  if (booking) await announceBooking(ctx, booking);
}

function roleOf(ctx: RequestContext, row: repo.BookingDetailsRow): BookingView['role'] {
  const actor = signedIn(ctx);
  if (actor.organizationId === row.guest_organization_id) return 'guest';
  if (actor.organizationId === row.host_organization_id) return 'host';
  if (actor.healcoAdmin) return 'admin';
  throw new AppError('NOT_FOUND');
}

/** A booking its guest's or host's practice (or an admin) may read; anyone else: not found. */
export async function visibleBooking(ctx: RequestContext, bookingId: string) {
  const row = await repo.findBooking(ctx.db, bookingId);
  if (!row || row.status === 'expired') throw new AppError('NOT_FOUND');
  return { row, role: roleOf(ctx, row) };
}

export async function getBooking(ctx: RequestContext, bookingId: string): Promise<BookingView> {
  const { row, role } = await visibleBooking(ctx, bookingId);
  return toView(row, role);
}

/** GET /api/bookings?role: the caller's practice's bookings as guest or as host. */
export async function listBookings(ctx: RequestContext, role: 'guest' | 'host'): Promise<BookingView[]> {
  const actor = signedIn(ctx);
  if (!actor.organizationId) return [];
  const rows = await repo.listForOrganization(ctx.db, actor.organizationId, role);
  return rows.map((row) => toView(row, role));
}

/** GET the bookers of one listing: its host's practice and admins only. */
export async function listPropertyBookings(ctx: RequestContext, propertyId: string): Promise<BookingView[]> {
  const { property, actor } = await hostAccess(ctx, propertyId);
  const rows = await repo.listForOrganization(ctx.db, property.organization_id, 'host', propertyId);
  return rows.map((row) => toView(row, actor.healcoAdmin ? 'admin' : 'host'));
}
