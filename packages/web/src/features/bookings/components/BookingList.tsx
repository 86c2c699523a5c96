import type { BookingView } from '@carespace/domain';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { money } from './booking-text.ts';

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
      <Flex wrap gap={8} justify="space-between" align="start">
        <div>
          <Typography.Text strong>{booking.propertyTitle}</Typography.Text>
          <div>{booking.when}</div>
          <Typography.Text type="secondary">
            {booking.role === 'guest'
              ? `Hosted by ${other ?? 'the host'}`
              : `Booked by ${other ?? 'a practice'}`}
          </Typography.Text>
        </div>
        <Flex vertical align="end" gap={4}>
          <Tag color={status.color}>{status.label}</Tag>
          <span>
            {booking.role === 'host'
              ? `You receive ${money(booking.hostCents)}`
              : `Paid ${money(booking.totalCents)}`}
          </span>
          {booking.refundCents > 0 ? (
            <Typography.Text type="secondary">Refunded {money(booking.refundCents)}</Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      {booking.status === 'canceled' && booking.canceledBy ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          Cancelled by {booking.canceledBy === 'admin' ? 'Carespace' : `the ${booking.canceledBy}`}
          {booking.cancelReason ? `: ${booking.cancelReason}` : '.'}
        </Typography.Paragraph>
      ) : null}
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        {booking.chatId ? (
          <Link to={`/provider/property-chat?chatId=${booking.chatId}`}>Open the chat</Link>
        ) : null}
        <Link to={`/provider/properties/${booking.propertyId}`}>View the space</Link>
        {actions}
      </Flex>
    </Card>
  );
}

export function BookingList({
  bookings,
  loading,
  empty,
  actions,
}: {
  bookings: BookingView[] | undefined;
  loading: boolean;
  empty: string;
  actions?: (booking: BookingView) => ReactNode;
}) {
  if (loading) return <Skeleton active />;
  const { upcoming, past } = splitByTime(bookings ?? []);
  if (upcoming.length === 0 && past.length === 0) return <Empty description={empty} />;
  return (
    <Flex vertical gap={16}>
      <section aria-label="Upcoming">
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Upcoming
        </Typography.Title>
        {upcoming.length === 0 ? (
          <Typography.Text type="secondary">Nothing booked ahead.</Typography.Text>
        ) : (
          <Flex vertical gap={8}>
            {upcoming.map((b) => (
              <BookingCard key={b.id} booking={b} actions={actions?.(b)} />
            ))}
          </Flex>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-label="Past and cancelled">
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Past and cancelled
          </Typography.Title>
          <Flex vertical gap={8}>
            {past.map((b) => (
              <BookingCard key={b.id} booking={b} />
            ))}
          </Flex>
        </section>
      ) : null}
    </Flex>
  );
}
