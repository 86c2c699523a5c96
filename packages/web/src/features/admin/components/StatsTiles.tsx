import { Link } from 'react-router';
import { Card } from '../../../components/plain/Card.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import './AdminDashboard.css';
import { useAdminStats } from '../api/admin-api.ts';

/** 'today', '1 day ago', '3 days ago': a waiting request is counted in whole days. */
export function waitedFor(iso: string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return 'today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

interface Tile {
  title: string;
  value: number | string;
  note?: string;
  to: string;
  link: string;
}

/** Which tiles have a note line, in order: the placeholders take the tiles' heights. */
const TILE_HAS_NOTE = [true, true, true, true, true, true, false, false];

/**
 * While the figures load: a placeholder per tile, in the tiles' grid and at their heights, so the security log
 * below does not jump down when they arrive (a layout shift of 0.23 on a phone, measured).
 */
function TilesPlaceholder() {
  return (
    <div className="cs-stat-tiles" aria-busy="true">
      {TILE_HAS_NOTE.map((hasNote, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders that never reorders
          key={index}
          size="small"
          className={
            hasNote
              ? 'cs-stat-tile cs-stat-tile--placeholder'
              : 'cs-stat-tile cs-stat-tile--placeholder-short'
          }
        >
          <Skeleton title={false} rows={3} />
        </Card>
      ))}
    </div>
  );
}

/** The operator dashboard's figures, each linking to the table where it is acted on. */
export function StatsTiles() {
  const { data, isLoading, isError, refetch } = useAdminStats();
  if (isLoading) return <TilesPlaceholder />;
  if (isError || !data) {
    return (
      <Card>
        We could not load today's figures.{' '}
        <button type="button" className="cs-admin-link-button" onClick={() => void refetch()}>
          Try again
        </button>
      </Card>
    );
  }
  const tiles: Tile[] = [
    {
      title: 'Pending prescriptions',
      value: data.prescriptionsPending,
      note: data.oldestPendingSince
        ? `Oldest paid ${waitedFor(data.oldestPendingSince)}`
        : 'Nobody is waiting for a review',
      to: '/admin/prescription?tab=others',
      link: 'Review requests',
    },
    {
      title: 'Pending applications',
      value: data.applicationsPending,
      note:
        data.applicationsPending === 0
          ? 'Every application has an answer'
          : 'Providers waiting to hear from a host',
      to: '/admin/connections',
      link: 'See pending connections',
    },
    {
      title: 'Approved this week',
      value: data.prescriptionsApprovedThisWeek,
      note: `${data.ordersShippedThisWeek} orders shipped this week`,
      to: '/admin/prescription?tab=approved',
      link: 'See approved',
    },
    {
      title: 'In-person referrals',
      value: data.inPersonReferrals,
      note: `${data.visitRequestsWaiting} visit requests waiting · ${data.visitsAccepted} visits arranged`,
      to: '/admin/prescription?tab=referred',
      link: 'See referrals',
    },
    {
      title: 'Patients',
      value: data.patients,
      note: `${data.newPatientsThisWeek} new in the last 7 days`,
      to: '/admin/patient',
      link: 'Open patients',
    },
    {
      title: 'Providers',
      value: data.providers,
      note: `${data.newProvidersThisWeek} new in the last 7 days`,
      to: '/admin/provider',
      link: 'Open providers',
    },
    {
      title: 'Properties listed',
      value: data.propertiesListed,
      to: '/admin/properties',
      link: 'Open properties',
    },
    {
      title: 'Booked hours',
      value: data.bookedHours ?? 0,
      note: 'Paid bookings of spaces, cancellations left out',
      to: '/admin/bookings',
      link: 'Open bookings',
    },
    {
      title: 'Gross bookings',
      value: ((data.grossBookingsCents ?? 0) / 100).toLocaleString('en-US', {
        style: 'currency',
        currency: 'USD',
      }),
      note: 'What practices paid for spaces, less refunds',
      to: '/admin/bookings?status=confirmed',
      link: 'See confirmed bookings',
    },
    {
      title: 'Paid memberships',
      value: data.paidMemberships,
      to: '/admin/map',
      link: 'See where providers look',
    },
  ];
  return (
    <div className="cs-stat-tiles">
      {tiles.map((tile) => (
        <Card key={tile.title} size="small" className="cs-stat-tile">
          <div className="cs-stat-title">{tile.title}</div>
          <div className="cs-stat-value">
            {typeof tile.value === 'number' ? tile.value.toLocaleString('en-US') : tile.value}
          </div>
          {tile.note && <p className="cs-stat-note">{tile.note}</p>}
          <Link to={tile.to}>{tile.link}</Link>
        </Card>
      ))}
    </div>
  );
}
