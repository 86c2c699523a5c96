import type { BookingView } from '@carespace/domain';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BookingCard, splitByTime } from './BookingCard.tsx';

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
