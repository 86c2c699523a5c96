import type { BookingStatus, BookingView, CancellationPolicy } from '@carespace/domain';
import type { BookingDetailsRow } from './bookings.repository.ts';

/** '2026-12-01 10:00 – 12:00' as the listing's clock reads it, with the zone's abbreviation. */
export function describeWhen(startsAt: Date, endsAt: Date, timeZone: string, kind: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(startsAt)
    .find((p) => p.type === 'timeZoneName')?.value;
  if (kind === 'daily') {
    const lastDay = new Date(endsAt.getTime() - 1);
    const first = day.format(startsAt);
    const last = day.format(lastDay);
    return first === last ? `${first}, whole day` : `${first} – ${last}, whole days`;
  }
  return `${day.format(startsAt)}, ${time.format(startsAt)} – ${time.format(endsAt)} ${zone ?? ''}`.trim();
}

export function toView(row: BookingDetailsRow, role: BookingView['role']): BookingView {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    id: row.id,
    propertyId: row.property_id,
    propertyTitle: row.property_title,
    address: [row.address_line_one, row.address_line_two, row.city, `${row.us_state} ${row.zipcode}`]
      .filter(Boolean)
      .join(', '),
    kind: row.kind as BookingView['kind'],
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: row.time_zone,
    when: describeWhen(startsAt, endsAt, row.time_zone, row.kind),
    status: row.status as BookingStatus,
    totalCents: row.total_cents,
    feeCents: row.fee_cents,
    hostCents: row.host_cents,
    refundCents: row.refund_cents,
    cancellationPolicy: row.cancellation_policy as CancellationPolicy,
    canceledBy: row.canceled_by as BookingView['canceledBy'],
    cancelReason: row.cancel_reason,
    guestOrganizationName: row.guest_organization_name,
    hostOrganizationName: row.host_organization_name,
    role,
    chatId: row.property_chat_id,
  };
}
