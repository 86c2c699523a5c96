import { z } from 'zod';
import type { OnlineStatus } from '../rules/format.ts';

/** Largest page an admin table asks for: enough for a screen, small enough to stay fast at 100,000 rows. */
export const ADMIN_TABLE_PAGE_SIZE_MAX = 100;

export const ADMIN_PATIENT_SORTS = [
  'name',
  'email',
  'phone',
  'address',
  'usState',
  'createdOn',
  'lastLogin',
] as const;
export const ADMIN_PROVIDER_SORTS = [
  'hostName',
  'organizationName',
  'email',
  'phone',
  'address',
  'usState',
  'specialty',
  'signupReason',
  'propertyCount',
  'createdOn',
  'lastLogin',
] as const;
export const ADMIN_PROPERTY_SORTS = [
  'title',
  'organizationName',
  'city',
  'usState',
  'status',
  'createdOn',
] as const;

export const ADMIN_BOOKING_SORTS = [
  'startsAt',
  'createdOn',
  'propertyTitle',
  'guestOrganizationName',
  'hostOrganizationName',
  'totalCents',
  'status',
] as const;

function tableQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_TABLE_PAGE_SIZE_MAX).default(20),
    sort: z.enum(sorts).default(defaultSort as never),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** Matched against names, email, phone and place, case-insensitive. */
    search: z.string().trim().max(200).optional(),
  });
}

/** GET /api/admin/patients */
export const adminPatientsQuerySchema = tableQuery(ADMIN_PATIENT_SORTS, 'createdOn');
export type AdminPatientsQuery = z.infer<typeof adminPatientsQuerySchema>;
/** GET /api/admin/providers */
export const adminProvidersQuerySchema = tableQuery(ADMIN_PROVIDER_SORTS, 'createdOn');
export type AdminProvidersQuery = z.infer<typeof adminProvidersQuerySchema>;
/** GET /api/admin/properties */
export const adminPropertiesQuerySchema = tableQuery(ADMIN_PROPERTY_SORTS, 'createdOn');
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;

/** GET /api/admin/bookings: the table's search and sort, filtered by status and by when the booking starts. */
export const adminBookingsQuerySchema = tableQuery(ADMIN_BOOKING_SORTS, 'startsAt').extend({
  status: z.enum(['all', 'confirmed', 'canceled']).default('all'),
  when: z.enum(['all', 'upcoming', 'past']).default('all'),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** The indicator by last login (rules/format.ts onlineStatus). */
export const ONLINE_STATUSES = [
  'never',
  'offline',
  'recent',
  'online',
] as const satisfies readonly OnlineStatus[];
const onlineSchema = z.enum(ONLINE_STATUSES);

export const adminPatientRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The latest shipping address given at checkout, or the ZIP of the latest visit. */
  address: z.string().nullable(),
  usState: z.string().nullable(),
  createdOn: z.string(),
  lastLogin: z.string().nullable(),
  online: onlineSchema,
  status: z.string(),
});
export type AdminPatientRow = z.infer<typeof adminPatientRowSchema>;

export const adminProviderRowSchema = z.object({
  userId: z.string(),
  organizationId: z.string().nullable(),
  hostName: z.string(),
  organizationName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  usState: z.string().nullable(),
  /** Reference codes of the provider's specialties. */
  specialty: z.array(z.string()),
  signupReason: z.string().nullable(),
  propertyCount: z.number().int(),
  createdOn: z.string(),
  lastLogin: z.string().nullable(),
  online: onlineSchema,
  status: z.string(),
});
export type AdminProviderRow = z.infer<typeof adminProviderRowSchema>;

export const adminPropertyRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  address: z.string(),
  city: z.string(),
  usState: z.string(),
  zipcode: z.string(),
  status: z.string(),
  createdOn: z.string(),
});
export type AdminPropertyRow = z.infer<typeof adminPropertyRowSchema>;

function page<T extends z.ZodType>(row: T) {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export const adminPatientsResultSchema = page(adminPatientRowSchema);
export type AdminPatientsResult = z.infer<typeof adminPatientsResultSchema>;
export const adminProvidersResultSchema = page(adminProviderRowSchema);
export type AdminProvidersResult = z.infer<typeof adminProvidersResultSchema>;
export const adminPropertiesResultSchema = page(adminPropertyRowSchema);
export const adminBookingRowSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  guestOrganizationName: z.string(),
  hostOrganizationName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  kind: z.string(),
  status: z.string(),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  canceledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdOn: z.string(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;
export const adminBookingsResultSchema = page(adminBookingRowSchema);
export type AdminBookingsResult = z.infer<typeof adminBookingsResultSchema>;
export type AdminPropertiesResult = z.infer<typeof adminPropertiesResultSchema>;

/** GET /api/admin/stats: the operator dashboard's figures. "This week" is the last 7 days. */
export const adminStatsSchema = z.object({
  patients: z.number().int(),
  providers: z.number().int(),
  propertiesListed: z.number().int(),
  prescriptionsPending: z.number().int(),
  /** When the oldest pending request was paid for (ISO), null when none waits. */
  oldestPendingSince: z.string().nullable(),
  /** Applications to rent a space that no host has answered yet (the Connections page's pending view). */
  applicationsPending: z.number().int(),
  prescriptionsApprovedThisWeek: z.number().int(),
  ordersShippedThisWeek: z.number().int(),
  paidMemberships: z.number().int(),
  /** Requests a reviewer referred for an in-person visit, and the visit requests waiting for or given a yes. */
  inPersonReferrals: z.number().int(),
  visitRequestsWaiting: z.number().int(),
  visitsAccepted: z.number().int(),
  /** Hours of space booked and paid for (not cancelled), all time. */
  bookedHours: z.number(),
  /** What guests paid for bookings, less refunds, in cents, all time. */
  grossBookingsCents: z.number().int(),
  newPatientsThisWeek: z.number().int(),
  newProvidersThisWeek: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * PUT /api/admin/users/{userId}/status: an admin deactivates (DEAC) or reactivates (ACTV) an account. LOCK is only
 * ever set by repeated failed sign-ins; reactivating a locked account also lifts the lock.
 */
export const ADMIN_SETTABLE_STATUSES = ['ACTV', 'DEAC'] as const;
export const adminUserStatusParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const adminUserStatusBodySchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { message: 'Choose ACTV (active) or DEAC (deactivated).' }),
});
export type AdminUserStatusBody = z.infer<typeof adminUserStatusBodySchema>;
export const adminUserStatusResultSchema = z.object({
  userId: z.string(),
  status: z.enum(['ACTV', 'DEAC', 'LOCK']),
  /** How many signed-in sessions the change ended. */
  sessionsEnded: z.number().int(),
});
export type AdminUserStatusResult = z.infer<typeof adminUserStatusResultSchema>;

/** GET /api/admin/users/{userId}: the account facts the console's detail pages act on. */
export const adminUserSummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['ACTV', 'DEAC', 'LOCK']),
  isPatient: z.boolean(),
  healcoAdmin: z.boolean(),
  providerRole: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdOn: z.string(),
  lastLogin: z.string().nullable(),
  online: onlineSchema,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
