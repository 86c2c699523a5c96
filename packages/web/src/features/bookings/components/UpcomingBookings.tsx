import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { useBookings } from '../api/bookings-api.ts';
import { BookingCard, splitByTime } from './BookingCard.tsx';

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
      <div className="cs-upcoming-bookings__head">
        <h2 className="cs-upcoming-bookings__title">Upcoming bookings</h2>
        <Link to="/provider/bookings">All bookings</Link>
      </div>
      <div className="cs-upcoming-bookings__list">
        {upcoming.map((b) => (
          <BookingCard key={`${b.role}-${b.id}`} booking={b} />
        ))}
      </div>
    </Card>
  );
}
