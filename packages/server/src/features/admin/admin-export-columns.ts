import {
  ACCOUNT_STATUS,
  HOW_SOON,
  INTRODUCTION_REJECTION_REASON,
  ONLINE_STATUS_LABELS,
  onlineStatus,
  propertyStatusDisplay,
  SIGNUP_REASON,
  TREATMENT_CATEGORY,
} from '@carespace/domain';
import type { CsvColumn } from '../../lib/csv.ts';
import type { HostListRow } from '../introductions/connections-export.ts';
import type { ExportRow as PrescriptionExportRow } from '../prescriptions/prescriptions-export.ts';
import type { BookingTableRow } from './admin-bookings.repository.ts';
import type { PatientTableRow } from './admin-patients.repository.ts';
import type { PropertyTableRow } from './admin-properties.repository.ts';
import type { ProviderTableRow } from './admin-providers.repository.ts';

/**
 * The columns of each admin table's CSV: what the table shows, under the table's own headings, with the words the
 * table shows for codes. Times are full ISO 8601 in UTC (a spreadsheet sorts and converts them reliably); ids come
 * first so a row can be traced back to its record.
 */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const accountStatus = (code: string) => ACCOUNT_STATUS[code as keyof typeof ACCOUNT_STATUS] ?? code;
const online = (lastLogin: Date | string | null, now: Date) =>
  ONLINE_STATUS_LABELS[onlineStatus(lastLogin === null ? null : new Date(lastLogin), now)];

export function patientColumns(now: Date): CsvColumn<PatientTableRow>[] {
  return [
    { header: 'User ID', value: (r) => r.id },
    { header: 'Name', value: (r) => r.name },
    { header: 'Status', value: (r) => online(r.last_login, now) },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Address', value: (r) => r.address },
    { header: 'State', value: (r) => r.us_state },
    { header: 'Joined', value: (r) => iso(r.created_on) },
    { header: 'Last login', value: (r) => iso(r.last_login) },
    { header: 'Account', value: (r) => accountStatus(r.status) },
  ];
}

export function providerColumns(now: Date): CsvColumn<ProviderTableRow>[] {
  return [
    { header: 'User ID', value: (r) => r.id },
    { header: 'Name', value: (r) => r.host_name },
    { header: 'Status', value: (r) => online(r.last_login, now) },
    { header: 'Practice', value: (r) => r.organization_name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Address', value: (r) => r.address },
    { header: 'State', value: (r) => r.us_state },
    { header: 'Specialty', value: (r) => (r.specialty ?? []).join('; ') },
    {
      header: 'Signed up to',
      value: (r) =>
        r.signup_reason === null
          ? null
          : (SIGNUP_REASON[r.signup_reason as keyof typeof SIGNUP_REASON] ?? r.signup_reason),
    },
    { header: 'Listings', value: (r) => Number(r.property_count) },
    { header: 'Joined', value: (r) => iso(r.created_on) },
    { header: 'Last login', value: (r) => iso(r.last_login) },
    { header: 'Account', value: (r) => accountStatus(r.status) },
  ];
}

export const propertyColumns: CsvColumn<PropertyTableRow>[] = [
  { header: 'Listing ID', value: (r) => r.id },
  { header: 'Listing', value: (r) => r.title },
  { header: 'Practice', value: (r) => r.organization_name },
  { header: 'Address', value: (r) => r.address },
  { header: 'City', value: (r) => r.city },
  { header: 'State', value: (r) => r.us_state },
  { header: 'ZIP', value: (r) => r.zipcode },
  { header: 'Status', value: (r) => propertyStatusDisplay(r.status) },
  { header: 'Created', value: (r) => iso(r.created_on) },
];

/** Every date of the request's life, whichever tab it is on, so one file's columns mean the same on every tab. */
export const prescriptionColumns: CsvColumn<PrescriptionExportRow>[] = [
  { header: 'Request ID', value: (r) => r.id },
  { header: 'Name', value: (r) => `${r.first_name} ${r.last_name}` },
  { header: 'Email', value: (r) => r.email },
  {
    header: 'Treatment',
    value: (r) =>
      TREATMENT_CATEGORY[r.treatment_category as keyof typeof TREATMENT_CATEGORY] ?? r.treatment_category,
  },
  { header: 'State', value: (r) => r.us_state },
  { header: 'Started', value: (r) => iso(r.created_on) },
  { header: 'Paid', value: (r) => iso(r.paid_on) },
  { header: 'Approved', value: (r) => iso(r.accepted_on) },
  { header: 'Rejected', value: (r) => iso(r.rejected_on) },
  { header: 'Provider', value: (r) => r.reviewer_name },
];

/** The applications as the Connections cards show them to an admin (who sees every contact detail). */
export const connectionColumns: CsvColumn<HostListRow>[] = [
  { header: 'Application ID', value: (r) => r.id },
  { header: 'Listing', value: (r) => r.title },
  { header: 'Host practice', value: (r) => r.host_organization_name ?? null },
  {
    header: 'Listing address',
    value: (r) =>
      [r.address_line_one, r.address_line_two, r.city, `${r.us_state} ${r.zipcode}`]
        .filter(Boolean)
        .join(', '),
  },
  { header: 'Applicant', value: (r) => r.applicant_name },
  { header: 'Applicant practice', value: (r) => r.applicant_organization_name },
  { header: 'Email', value: (r) => r.applicant_email },
  { header: 'Phone', value: (r) => r.applicant_phone },
  { header: 'Licensed in', value: (r) => (r.applicant_license_states ?? []).join('; ') },
  { header: 'How soon', value: (r) => HOW_SOON[r.how_soon as keyof typeof HOW_SOON] ?? r.how_soon },
  { header: 'Message', value: (r) => r.message_to_host },
  { header: 'Sent', value: (r) => iso(r.sent_on) },
  { header: 'Approved', value: (r) => iso(r.approved_on) },
  { header: 'Rejected', value: (r) => iso(r.rejected_on) },
  {
    header: 'Reason',
    value: (r) =>
      r.rejection_reason === null
        ? null
        : (INTRODUCTION_REJECTION_REASON[r.rejection_reason as keyof typeof INTRODUCTION_REJECTION_REASON] ??
          r.rejection_reason),
  },
];

/** Amounts in dollars with cents (a spreadsheet sums them as numbers). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

export const bookingColumns: CsvColumn<BookingTableRow>[] = [
  { header: 'Booking ID', value: (r) => r.id },
  { header: 'Listing', value: (r) => r.property_title },
  { header: 'Guest practice', value: (r) => r.guest_organization_name },
  { header: 'Host practice', value: (r) => r.host_organization_name },
  { header: 'Starts', value: (r) => iso(r.starts_at) },
  { header: 'Ends', value: (r) => iso(r.ends_at) },
  { header: 'Time zone', value: (r) => r.time_zone },
  { header: 'By', value: (r) => (r.kind === 'daily' ? 'Day' : 'Hour') },
  { header: 'Status', value: (r) => (r.status === 'canceled' ? 'Cancelled' : 'Confirmed') },
  { header: 'Paid ($)', value: (r) => dollars(r.total_cents) },
  { header: 'Carespace fee ($)', value: (r) => dollars(r.fee_cents) },
  { header: 'Refunded ($)', value: (r) => dollars(r.refund_cents) },
  { header: 'Cancelled by', value: (r) => r.canceled_by },
  { header: 'Reason', value: (r) => r.cancel_reason },
  { header: 'Booked', value: (r) => iso(r.created_on) },
];
