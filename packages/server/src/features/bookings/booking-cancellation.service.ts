import {
  BOOKING_MESSAGES,
  type BookingView,
  type CancellationPolicy,
  type CancellationQuote,
  guestRefund,
  refundDeadline,
} from '@carespace/domain';
import type { RefundedCharge } from '../../adapters/payment/payment-gateway.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { bookingCanceledMessage } from './booking.emails.ts';
import { bookingWhen, emailFacts, postChatNotice } from './booking-announcements.ts';
import { toView } from './booking-view.ts';
import * as repo from './bookings.repository.ts';
import { visibleBooking } from './bookings.service.ts';

/**
 * What cancelling now would refund, by who cancels: the guest under the listing's policy (the deadline counted on
 * the listing's own calendar); the host always in full; an admin in full.
 */
export function quoteFor(
  row: repo.BookingDetailsRow,
  role: BookingView['role'],
  now: Date,
): CancellationQuote {
  const policy = row.cancellation_policy as CancellationPolicy;
  const startsAt = new Date(row.starts_at);
  // A part refunded already (from the payment provider's dashboard) cannot be refunded again.
  const refundable = Math.max(0, row.total_cents - row.refund_cents);
  if (role === 'guest') {
    const refund = guestRefund(policy, row.total_cents, startsAt, row.time_zone, now);
    return {
      policy,
      refundCents: Math.min(refund.refundCents, refundable),
      refundPercent: refund.refundPercent,
      deadline: refund.deadline.toISOString(),
    };
  }
  return {
    policy,
    refundCents: refundable,
    refundPercent: 100,
    deadline: refundDeadline(policy, startsAt, row.time_zone).toISOString(),
  };
}

function cancelable(row: repo.BookingDetailsRow, now: Date) {
  if (row.status !== 'confirmed' || new Date(row.starts_at).getTime() <= now.getTime()) {
    throw new AppError('BOOKING_NOT_CANCELABLE');
  }
}

/** GET /api/bookings/{id}/cancellation: the refund shown before the guest (or host) confirms. */
export async function cancellationQuote(ctx: RequestContext, bookingId: string): Promise<CancellationQuote> {
  const { row, role } = await visibleBooking(ctx, bookingId);
  const now = new Date();
  cancelable(row, now);
  return quoteFor(row, role, now);
}

/**
 * POST /api/bookings/{id}/cancel. The refund goes to the payment provider first; only once it has accepted is the
 * booking marked cancelled (with the refund, who cancelled and why), so a refused refund changes nothing. The
 * time goes back on the calendar at once (a cancelled booking no longer holds it). An admin must say why, and
 * the cancellation is audited.
 */
export async function cancelBooking(
  ctx: RequestContext,
  bookingId: string,
  reason: string | undefined,
): Promise<BookingView> {
  const { row, role } = await visibleBooking(ctx, bookingId);
  const now = new Date();
  cancelable(row, now);
  if (role === 'admin' && (!reason || reason.length < 3)) throw badRequest(BOOKING_MESSAGES.reason);
  const quote = quoteFor(row, role, now);

  let refundId: string | null = null;
  if (quote.refundCents > 0 && row.checkout_session_id) {
    try {
      refundId = await ctx.ports.payments.refundCheckout(row.checkout_session_id, quote.refundCents);
    } catch (error) {
      throw new AppError('UNABLE_TO_REFUND', undefined, { cause: error });
    }
  }
  const canceled = await repo.markCanceled(ctx.db, row.id, {
    refundCents: row.refund_cents + quote.refundCents,
    refundId,
    canceledBy: role,
    userId: ctx.actor!.userId,
    reason: reason?.trim() || null,
    now,
  });
  // Two cancellations at once: the first one's refund stands, the second finds it no longer confirmed.
  if (!canceled) throw new AppError('BOOKING_NOT_CANCELABLE');
  if (role === 'admin') {
    await ctx.audit({
      eventCode: 'BKCA',
      entityType: 'space_booking',
      entityId: row.id,
      details: { reason, refundCents: quote.refundCents, propertyId: row.property_id },
    });
  }
  const updated = (await repo.findBooking(ctx.db, row.id))!;
  await announceCancellation(ctx, updated, role).catch(() => undefined);
  return toView(updated, role);
}

/** Why a booking refunded in full from the payment provider (not through Carespace) was cancelled. */
export const PROVIDER_REFUND_REASON = 'Refunded in full by the payment provider.';

/**
 * The payment provider's report of a booking's charge refunded (`charge.refunded`), also for a refund made
 * from its dashboard rather than through Carespace. The booking records the total refunded so far, which is what
 * the host's earnings and payouts are counted from; refunded in full, a confirmed booking is cancelled, its time
 * freed, and both practices told. The report of a refund Carespace made and recorded itself, or the same event
 * again, changes nothing.
 */
export async function recordBookingRefund(ctx: RequestContext, charge: RefundedCharge): Promise<void> {
  const bookingId = charge.metadata.bookingId;
  if (!bookingId) return;
  // Read again when a cancellation or another report changed the booking between the read and the write.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await repo.findBooking(ctx.db, bookingId);
    if (!row || row.paid_on === null) return;
    const refundedCents = Math.min(charge.amountRefundedCents, row.total_cents);
    if (refundedCents <= row.refund_cents) return;
    const cancel = refundedCents >= row.total_cents && row.status === 'confirmed';
    const now = new Date();
    const changed = await repo.recordProviderRefund(
      ctx.db,
      { id: row.id, status: row.status, refundCents: row.refund_cents },
      { refundedCents, cancel, reason: PROVIDER_REFUND_REASON, now },
    );
    if (!changed) continue;
    if (cancel) {
      const updated = (await repo.findBooking(ctx.db, row.id))!;
      await announceCancellation(ctx, updated, 'provider').catch(() => undefined);
    }
    return;
  }
}

async function announceCancellation(
  ctx: RequestContext,
  booking: repo.BookingDetailsRow,
  by: BookingView['role'] | 'provider',
) {
  const facts = emailFacts(booking);
  const who =
    by === 'admin' || by === 'provider'
      ? 'Carespace'
      : by === 'host'
        ? booking.host_organization_name
        : booking.guest_organization_name;
  const { guestEmail, hostEmail } = await repo.bookingContacts(ctx.db, booking);
  const publicUrl = ctx.config.publicUrl;
  for (const [to, side] of [
    [guestEmail, 'guest'],
    [hostEmail, 'host'],
  ] as const) {
    if (!to) continue;
    await ctx.ports.mailer.send(
      bookingCanceledMessage(to, facts, publicUrl, {
        canceledBy: who,
        refundCents: booking.refund_cents,
        side,
      }),
      { key: `booking-canceled:${booking.id}` },
    );
  }
  await postChatNotice(
    ctx,
    booking,
    'canceled',
    `Cancelled by ${who}: ${booking.property_title}, ${bookingWhen(booking)}.`,
  );
}
