import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useBookings } from '../api/bookings-api.ts';
import { BookingCard, splitByTime } from './BookingList.tsx';

/**
 * The dashboard's bookings card: the next bookings the practice made and the next bookings of its spaces. Shown
 * only when there is something ahead, so a practice that does not rent by the hour sees nothing new.
 */
export function UpcomingBookings() {
  const guest = useBookings('guest');
  const host = useBookings('host');
  const upcoming = [
    ...splitByTime(guest.data ?? []).upcoming.slice(0, 2),
    ...splitByTime(host.data ?? []).upcoming.slice(0, 2),
  ];
  if (upcoming.length === 0) return null;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
          Upcoming bookings
        </Typography.Title>
        <Link to="/provider/bookings">All bookings</Link>
      </Flex>
      <Flex vertical gap={8}>
        {upcoming.map((b) => (
          <BookingCard key={`${b.role}-${b.id}`} booking={b} />
        ))}
      </Flex>
    </Card>
  );
}
