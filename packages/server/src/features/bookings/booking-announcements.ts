import { type CancellationPolicy, formatCents } from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { postSystemNotice } from '../chat/chat.service.ts';
import { type BookingEmailFacts, guestBookedMessage, hostBookedMessage } from './booking.emails.ts';
import { describeWhen } from './booking-view.ts';
import { type BookingDetailsRow, bookingContacts } from './bookings.repository.ts';

/**
 * Writes a notice into the two practices' property chat, so the conversation they already have shows what was
 * booked or cancelled. Sent as the guest who booked (the chat's messages need a sender), marked as Carespace's own.
 * Once per booking and event: a repeated webhook finds the first notice and adds nothing.
 */
export async function postChatNotice(
  ctx: RequestContext,
  booking: BookingDetailsRow,
  event: 'booked' | 'canceled',
  body: string,
): Promise<void> {
  if (!booking.property_chat_id) return;
  await postSystemNotice(ctx, {
    chatId: booking.property_chat_id,
    senderUserId: booking.guest_user_id,
    senderOrganizationId: booking.guest_organization_id,
    clientMessageId: `booking-${event}-${booking.id}`,
    body,
  });
}

export function bookingWhen(booking: BookingDetailsRow): string {
  return describeWhen(
    new Date(booking.starts_at),
    new Date(booking.ends_at),
    booking.time_zone,
    booking.kind,
  );
}

export function emailFacts(booking: BookingDetailsRow): BookingEmailFacts {
  return {
    bookingId: booking.id,
    propertyTitle: booking.property_title,
    address: [
      booking.address_line_one,
      booking.address_line_two,
      booking.city,
      `${booking.us_state} ${booking.zipcode}`,
    ]
      .filter(Boolean)
      .join(', '),
    when: bookingWhen(booking),
    startsAt: new Date(booking.starts_at),
    endsAt: new Date(booking.ends_at),
    totalCents: booking.total_cents,
    hostCents: booking.host_cents,
    feeCents: booking.fee_cents,
    policy: booking.cancellation_policy as CancellationPolicy,
    guestName: booking.guest_organization_name,
    hostName: booking.host_organization_name,
  };
}

/**
 * A paid booking: both practices get an email with the calendar file, and their chat shows the booking. Each
 * message is queued once per booking (its id is derived from the booking's), so a repeated payment event sends
 * nothing twice; a failure to queue never undoes the booking.
 */
export async function announceBooking(ctx: RequestContext, booking: BookingDetailsRow): Promise<void> {
  const facts = emailFacts(booking);
  const { guestEmail, hostEmail } = await bookingContacts(ctx.db, booking);
  const publicUrl = ctx.config.publicUrl;
  if (guestEmail) {
    await ctx.ports.mailer
      .send(guestBookedMessage(guestEmail, facts, publicUrl), { key: `booking-booked:${booking.id}` })
      .catch(() => undefined);
  }
  if (hostEmail) {
    await ctx.ports.mailer
      .send(hostBookedMessage(hostEmail, facts, publicUrl), { key: `booking-booked:${booking.id}` })
      .catch(() => undefined);
  }
  await postChatNotice(
    ctx,
    booking,
    'booked',
    `Booked: ${booking.property_title}, ${facts.when}. Paid ${formatCents(booking.total_cents)}.`,
  ).catch(() => undefined);
}
