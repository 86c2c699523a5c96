import {
  BOOKING_MESSAGES,
  type BookingView,
  type CancellationPolicy,
  type CancellationQuote,
  guestRefund,
  refundDeadline,
} from '@carespace/domain';
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
  if (role === 'guest') {
    const refund = guestRefund(policy, row.total_cents, startsAt, row.time_zone, now);
    return {
      policy,
      refundCents: refund.refundCents,
      refundPercent: refund.refundPercent,
      deadline: refund.deadline.toISOString(),
    };
  }
  return {
    policy,
    refundCents: row.total_cents,
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
    refundCents: quote.refundCents,
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

async function announceCancellation(
  ctx: RequestContext,
  booking: repo.BookingDetailsRow,
  by: BookingView['role'],
) {
  const facts = emailFacts(booking);
  const who =
    by === 'admin'
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
