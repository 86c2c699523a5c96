import { formatCents } from '@carespace/domain';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { insertMessage } from '../chat/chat.repository.ts';
import { describeWhen } from './booking-view.ts';
import type { BookingDetailsRow } from './bookings.repository.ts';

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
  await insertMessage(ctx.db, {
    id: newId(),
    chat_id: booking.property_chat_id,
    sender_user_id: booking.guest_user_id,
    sender_organization_id: booking.guest_organization_id,
    client_message_id: `booking-${event}-${booking.id}`,
    body,
    attachments: '[]',
    is_system: true,
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

/** A paid booking: the chat notice (and, with the emails, both practices' confirmation). */
export async function announceBooking(ctx: RequestContext, booking: BookingDetailsRow): Promise<void> {
  await postChatNotice(
    ctx,
    booking,
    'booked',
    `Booked: ${booking.property_title}, ${bookingWhen(booking)}. Paid ${formatCents(booking.total_cents)}.`,
  ).catch(() => undefined);
}
