import {
  type AdminBookingsQuery,
  type AdminBookingsResult,
  type AdminPatientsQuery,
  type AdminPatientsResult,
  type AdminPropertiesQuery,
  type AdminPropertiesResult,
  type AdminProvidersQuery,
  type AdminProvidersResult,
  type AdminStats,
  onlineStatus,
} from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { listAdminBookings } from './admin-bookings.repository.ts';
import { listPatients } from './admin-patients.repository.ts';
import { listProperties } from './admin-properties.repository.ts';
import { listProviders } from './admin-providers.repository.ts';
import { readStats } from './admin-stats.repository.ts';
import { isoOrNull } from './admin-table-sql.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of an admin table as the browser takes it: the page's rows shaped for it, the total and the paging. */
function tablePage<Row, Item>(
  { rows, total }: { rows: Row[]; total: number },
  query: { page: number; pageSize: number },
  item: (row: Row) => Item,
) {
  return { items: rows.map(item), total, page: query.page, pageSize: query.pageSize };
}

export async function patientsTable(
  ctx: RequestContext,
  query: AdminPatientsQuery,
): Promise<AdminPatientsResult> {
  const { rows, total } = await listPatients(ctx.db, query);
  // Patients' names, contacts and addresses are ePHI: the list read is recorded with the rows it showed.
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'patient_list',
    details: { query, userIds: rows.map((r) => r.id) },
  });
  const now = new Date();
  return tablePage({ rows, total }, query, (r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    usState: r.us_state,
    createdOn: iso(r.created_on),
    lastLogin: isoOrNull(r.last_login),
    online: onlineStatus(r.last_login, now),
    status: r.status,
  }));
}

export async function providersTable(
  ctx: RequestContext,
  query: AdminProvidersQuery,
): Promise<AdminProvidersResult> {
  const { rows, total } = await listProviders(ctx.db, query);
  const now = new Date();
  return tablePage({ rows, total }, query, (r) => ({
    userId: r.id,
    organizationId: r.organization_id,
    hostName: r.host_name,
    organizationName: r.organization_name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    usState: r.us_state,
    specialty: r.specialty ?? [],
    signupReason: r.signup_reason,
    propertyCount: Number(r.property_count),
    createdOn: iso(r.created_on),
    lastLogin: isoOrNull(r.last_login),
    online: onlineStatus(r.last_login, now),
    status: r.status,
  }));
}

export async function propertiesTable(
  ctx: RequestContext,
  query: AdminPropertiesQuery,
): Promise<AdminPropertiesResult> {
  const { rows, total } = await listProperties(ctx.db, query);
  return tablePage({ rows, total }, query, (r) => ({
    id: r.id,
    title: r.title,
    organizationId: r.organization_id,
    organizationName: r.organization_name,
    address: r.address,
    city: r.city,
    usState: r.us_state,
    zipcode: r.zipcode,
    status: r.status,
    createdOn: iso(r.created_on),
  }));
}

export async function bookingsTable(
  ctx: RequestContext,
  query: AdminBookingsQuery,
): Promise<AdminBookingsResult> {
  const { rows, total } = await listAdminBookings(ctx.db, query);
  return tablePage({ rows, total }, query, (r) => ({
    id: r.id,
    propertyId: r.property_id,
    propertyTitle: r.property_title,
    guestOrganizationName: r.guest_organization_name,
    hostOrganizationName: r.host_organization_name,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    timeZone: r.time_zone,
    kind: r.kind,
    status: r.status,
    totalCents: r.total_cents,
    feeCents: r.fee_cents,
    refundCents: r.refund_cents,
    canceledBy: r.canceled_by,
    cancelReason: r.cancel_reason,
    createdOn: iso(r.created_on),
  }));
}

export async function dashboardStats(ctx: RequestContext, now: Date = new Date()): Promise<AdminStats> {
  const r = await readStats(ctx.db, now);
  return {
    patients: Number(r.patients),
    providers: Number(r.providers),
    propertiesListed: Number(r.properties_listed),
    prescriptionsPending: Number(r.prescriptions_pending),
    oldestPendingSince: isoOrNull(r.oldest_pending),
    applicationsPending: Number(r.applications_pending),
    prescriptionsApprovedThisWeek: Number(r.prescriptions_approved),
    ordersShippedThisWeek: Number(r.orders_shipped),
    paidMemberships: Number(r.paid_memberships),
    inPersonReferrals: Number(r.referrals),
    visitRequestsWaiting: Number(r.visit_requests_waiting),
    visitsAccepted: Number(r.visits_accepted),
    newPatientsThisWeek: Number(r.new_patients),
    newProvidersThisWeek: Number(r.new_providers),
    bookedHours: Math.round(Number(r.booked_hours ?? 0) * 10) / 10,
    grossBookingsCents: Number(r.gross_bookings_cents ?? 0),
  };
}
