import {
  ACCOUNT_STATUS,
  ONLINE_STATUS_LABELS,
  onlineStatus,
  propertyStatusDisplay,
  SIGNUP_REASON,
} from '@carespace/domain';
import type { CsvColumn } from '../../lib/csv.ts';
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
