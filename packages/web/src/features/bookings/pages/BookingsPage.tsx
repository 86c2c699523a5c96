import { Alert, Card, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useBookings } from '../api/bookings-api.ts';
import { BookingList } from '../components/BookingList.tsx';
import { CancelBooking } from '../components/CancelBooking.tsx';
import { PayoutsPanel } from '../components/PayoutsPanel.tsx';

/**
 * /provider/bookings: the practice's bookings of other practices' spaces, and the bookings of its own spaces.
 * The checkout comes back here with ?booked=<id>; the payout onboarding with ?tab=payouts.
 */
export default function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'host' || params.get('tab') === 'payouts' ? params.get('tab')! : 'guest';
  const guest = useBookings('guest');
  const host = useBookings('host');
  const booked = params.get('booked');
  return (
    <div className="cs-stack">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Bookings
      </Typography.Title>
      {booked ? (
        <Alert
          type="success"
          showIcon
          title="You're booked"
          description="Payment received. We've emailed both practices the details and a calendar file, and told the host in your chat."
        />
      ) : null}
      <Card>
        <Tabs
          activeKey={tab}
          // Close enough that the three tabs fit a 390 px phone without antd's overflow menu.
          tabBarGutter={20}
          onChange={(key) => setParams(key === 'guest' ? {} : { tab: key })}
          items={[
            {
              key: 'guest',
              label: 'Your bookings',
              children: (
                <BookingList
                  bookings={guest.data}
                  loading={guest.isPending}
                  actions={(b) => <CancelBooking booking={b} />}
                  empty="No bookings yet. Once a host approves your application, you can book their space from its page."
                />
              ),
            },
            {
              key: 'host',
              label: 'Your spaces',
              children: (
                <BookingList
                  bookings={host.data}
                  loading={host.isPending}
                  actions={(b) => <CancelBooking booking={b} />}
                  empty="No one has booked your spaces yet. Set hours and prices on a listing to open it for bookings."
                />
              ),
            },
            {
              key: 'payouts',
              label: 'Payouts',
              children: <PayoutsPanel onboardingFailed={params.get('onboarding') === 'failed'} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
