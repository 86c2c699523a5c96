import type { BookingView } from '@carespace/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { Tag } from '../../../components/plain/Tag.tsx';
import { money } from './booking-text.ts';
import './BookingCard.css';

/*
 * One booking, plain React and CSS: the dashboard shows the next ones without antd, and the Bookings page lists
 * them with its antd actions (cancel) beside the links.
 */

const STATUS = {
  confirmed: { label: 'Confirmed', color: 'success' },
  canceled: { label: 'Cancelled', color: 'default' },
  pending_payment: { label: 'Waiting for payment', color: 'processing' },
  expired: { label: 'Not paid', color: 'default' },
} as const;

/** Upcoming first (soonest on top), then the past (most recent on top). */
export function splitByTime(bookings: BookingView[], now = Date.now()) {
  const upcoming = bookings
    .filter((b) => new Date(b.endsAt).getTime() > now && b.status === 'confirmed')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = bookings
    .filter((b) => !upcoming.includes(b))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return { upcoming, past };
}

export function BookingCard({ booking, actions }: { booking: BookingView; actions?: ReactNode }) {
  const status = STATUS[booking.status];
  const other = booking.role === 'guest' ? booking.hostOrganizationName : booking.guestOrganizationName;
  return (
    <Card size="small" className="cs-booking-card" data-booking-id={booking.id}>
      <div className="cs-booking-card__top">
        <div>
          <strong>{booking.propertyTitle}</strong>
          <div>{booking.when}</div>
          <span className="cs-booking-card__secondary">
            {booking.role === 'guest'
              ? `Hosted by ${other ?? 'the host'}`
              : `Booked by ${other ?? 'a practice'}`}
          </span>
        </div>
        <div className="cs-booking-card__money">
          <Tag color={status.color}>{status.label}</Tag>
          <span>
            {booking.role === 'host'
              ? `You receive ${money(booking.hostCents)}`
              : `Paid ${money(booking.totalCents)}`}
          </span>
          {booking.refundCents > 0 ? (
            <span className="cs-booking-card__secondary">Refunded {money(booking.refundCents)}</span>
          ) : null}
        </div>
      </div>
      {booking.status === 'canceled' && booking.canceledBy ? (
        <p className="cs-booking-card__secondary cs-booking-card__canceled">
          Cancelled by {booking.canceledBy === 'admin' ? 'Carespace' : `the ${booking.canceledBy}`}
          {booking.cancelReason ? `: ${booking.cancelReason}` : '.'}
        </p>
      ) : null}
      <div className="cs-booking-card__links">
        {booking.chatId ? (
          <Link to={`/provider/property-chat?chatId=${booking.chatId}`}>Open the chat</Link>
        ) : null}
        <Link to={`/provider/properties/${booking.propertyId}`}>View the space</Link>
        {actions}
      </div>
    </Card>
  );
}
