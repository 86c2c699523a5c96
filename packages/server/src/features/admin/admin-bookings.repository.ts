import type { AdminBookingsQuery } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { column, containsPattern, orderByColumn, pageOf } from './admin-table-sql.ts';

export interface BookingTableRow {
  id: string;
  property_id: string;
  property_title: string;
  guest_organization_name: string;
  host_organization_name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  kind: string;
  status: string;
  total_cents: number;
  fee_cents: number;
  refund_cents: number;
  canceled_by: string | null;
  cancel_reason: string | null;
  created_on: Date | string;
}

const SORT_COLUMNS = {
  startsAt: column(sql`t.starts_at`, false),
  createdOn: column(sql`t.created_on`, false),
  propertyTitle: column(sql`lower(t.property_title)`, false),
  guestOrganizationName: column(sql`lower(t.guest_organization_name)`, false),
  hostOrganizationName: column(sql`lower(t.host_organization_name)`, false),
  totalCents: column(sql`t.total_cents`, false),
  status: column(sql`t.status`, false),
} as const;

/** Bookings that were paid for (confirmed, or cancelled after payment); holds still being paid are not shown. */
const BOOKINGS = sql`
  select b.id, b.property_id, p.title as property_title, g.name as guest_organization_name,
         h.name as host_organization_name, b.starts_at, b.ends_at, b.time_zone, b.kind, b.status,
         b.total_cents, b.fee_cents, b.refund_cents, b.canceled_by, b.cancel_reason, b.created_on
  from space_booking b
  join property p on p.id = b.property_id
  join organization g on g.id = b.guest_organization_id
  join organization h on h.id = b.host_organization_id
  where b.status in ('confirmed', 'canceled')`;

function whereOf(query: AdminBookingsQuery, now: Date) {
  const p = query.search ? containsPattern(query.search) : null;
  const search =
    p === null
      ? sql`true`
      : sql`(t.property_title ilike ${p} or t.guest_organization_name ilike ${p} or t.host_organization_name ilike ${p})`;
  const status = query.status === 'all' ? sql`true` : sql`t.status = ${query.status}`;
  const when =
    query.when === 'upcoming'
      ? sql`t.starts_at > ${now}`
      : query.when === 'past'
        ? sql`t.starts_at <= ${now}`
        : sql`true`;
  return sql`${search} and ${status} and ${when}`;
}

/** Every booking the table's filters select, in its order (no page): the CSV export's statement. */
export function bookingsExportQuery(query: AdminBookingsQuery, now = new Date()) {
  return sql`select t.* from (${BOOKINGS}) as t where ${whereOf(query, now)} ${orderByColumn(SORT_COLUMNS[query.sort], query.order)}`;
}

export function listAdminBookings(db: Kysely<DB>, query: AdminBookingsQuery, now = new Date()) {
  return pageOf<BookingTableRow>(
    db,
    BOOKINGS,
    whereOf(query, now),
    orderByColumn(SORT_COLUMNS[query.sort], query.order),
    query.page,
    query.pageSize,
  );
}
