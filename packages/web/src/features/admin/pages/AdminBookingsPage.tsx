import { type AdminBookingRow, formatCents } from '@carespace/domain';
import { Card, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBookingsTable } from '../api/admin-api.ts';
import { ServerTable } from '../components/ServerTable.tsx';

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

const columns: TableColumnsType<AdminBookingRow> = [
  {
    title: 'Starts',
    dataIndex: 'startsAt',
    key: 'startsAt',
    sorter: true,
    fixed: 'left',
    width: 200,
    render: (startsAt: string, row) => when(startsAt, row.timeZone),
  },
  {
    title: 'Listing',
    dataIndex: 'propertyTitle',
    key: 'propertyTitle',
    sorter: true,
    width: 220,
    render: (title: string, row) => (
      <a href={`/admin/properties/${encodeURIComponent(row.propertyId)}`} target="_blank" rel="noopener">
        {title}
      </a>
    ),
  },
  {
    title: 'Guest',
    dataIndex: 'guestOrganizationName',
    key: 'guestOrganizationName',
    sorter: true,
    width: 180,
  },
  { title: 'Host', dataIndex: 'hostOrganizationName', key: 'hostOrganizationName', sorter: true, width: 180 },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    width: 150,
    render: (status: string, row) =>
      status === 'canceled' ? `Cancelled${row.canceledBy ? ` by ${row.canceledBy}` : ''}` : 'Confirmed',
  },
  {
    title: 'Paid',
    dataIndex: 'totalCents',
    key: 'totalCents',
    sorter: true,
    width: 100,
    render: (cents: number) => formatCents(cents),
  },
  { title: 'Fee', dataIndex: 'feeCents', key: 'feeCents', width: 90, render: (c: number) => formatCents(c) },
  {
    title: 'Refunded',
    dataIndex: 'refundCents',
    key: 'refundCents',
    width: 100,
    render: (c: number) => (c > 0 ? formatCents(c) : '-'),
  },
];

/** /admin/bookings: every paid or cancelled booking of a space, filtered by status and by past or upcoming. */
export default function AdminBookingsPage() {
  const [query] = useSearchParams();
  // The dashboard's tiles link here with a status already chosen.
  const [status, setStatus] = useState(query.get('status') === 'confirmed' ? 'confirmed' : 'all');
  const [period, setPeriod] = useState('all');
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Bookings</h2>}>
      <ServerTable<AdminBookingRow>
        columns={columns}
        rowKey="id"
        searchPlaceholder="Search by listing or practice"
        useRows={useBookingsTable}
        exportPath="/admin/bookings/export"
        extraFilters={{ status, when: period }}
        filterControls={
          <>
            <Select
              aria-label="Status"
              value={status}
              onChange={setStatus}
              style={{ width: 150 }}
              options={[
                { value: 'all', label: 'Any status' },
                { value: 'confirmed', label: 'Confirmed' },
                { value: 'canceled', label: 'Cancelled' },
              ]}
            />
            <Select
              aria-label="When"
              value={period}
              onChange={setPeriod}
              style={{ width: 150 }}
              options={[
                { value: 'all', label: 'Any time' },
                { value: 'upcoming', label: 'Upcoming' },
                { value: 'past', label: 'Past' },
              ]}
            />
          </>
        }
      />
    </Card>
  );
}
