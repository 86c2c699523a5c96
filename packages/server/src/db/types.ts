import type { ColumnType, Generated } from 'kysely';

/** A column the database fills by default: optional on insert, always present on select. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganizationTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  fax: string | null;
  ein: string | null;
  address_line_one: string | null;
  address_line_two: string | null;
  city: string | null;
  us_state: string | null;
  zipcode: string | null;
  healco_plan: Defaulted<string>;
  owner_user_id: string | null;
  created_on: Timestamp;
}

export interface AppUserTable {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  status: Defaulted<string>;
  is_patient: Defaulted<boolean>;
  healco_admin: Defaulted<boolean>;
  provider_role: string | null;
  organization_id: string | null;
  is_email_verified: Defaulted<boolean>;
  is_phone_verified: Defaulted<boolean>;
  two_factor_enabled: Defaulted<boolean>;
  signup_reason: string | null;
  user_type: string | null;
  created_on: Timestamp;
  last_login: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failed_login_count: Defaulted<number>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  password_changed_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VerificationKeyTable {
  key_hash: string;
  user_id: string;
  purpose: 'VERIFY_EMAIL' | 'UPDATE_EMAIL' | 'RESET_PASSWORD' | 'INVITE';
  new_email: string | null;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_on: Timestamp;
}

export interface OneTimeCodeTable {
  id: string;
  user_id: string;
  purpose: 'LOGIN' | 'VERIFY_PHONE';
  code_hash: string;
  phone: string;
  challenge_hash: string | null;
  enable_two_factor: Defaulted<boolean>;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_on: Timestamp;
}

export interface ReferenceItemTable {
  table_name: string;
  id: string;
  name: string;
  sort_order: number;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_on: Timestamp;
}

export interface SmsOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  created_on: Timestamp;
}

export interface StoredFileTable {
  id: string;
  folder: string;
  file_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  display_order: Defaulted<number>;
  owner_user_id: string | null;
  created_on: Timestamp;
}

export interface AuditEventTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  event_code: string;
  user_id: string | null;
  entity_type: string | null;
  entity_id: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  details: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface UserSessionTable {
  id_hash: string;
  user_id: string;
  created_on: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface RxMedicationTable {
  id: string;
  treatment_category: string;
  name: string;
  dosage: string;
  quantity: number;
  day_supply: number;
  price_cents: number;
  is_most_popular: Defaulted<boolean>;
  payment_price_id: string;
  sort_order: number;
  is_active: Defaulted<boolean>;
  created_on: Timestamp;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  content: string;
  user_type: string | null;
  created_on: Timestamp;
}

export interface MailingListContactTable {
  email: string;
  created_on: Timestamp;
}

export interface TherapyNavigationBookingTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  notes: string | null;
  appointment_at: Timestamp;
  created_on: Timestamp;
}

export interface DB {
  verification_key: VerificationKeyTable;
  one_time_code: OneTimeCodeTable;
  user_session: UserSessionTable;
  organization: OrganizationTable;
  app_user: AppUserTable;
  reference_item: ReferenceItemTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  stored_file: StoredFileTable;
  audit_event: AuditEventTable;
  rx_medication: RxMedicationTable;
  contact_message: ContactMessageTable;
  mailing_list_contact: MailingListContactTable;
  therapy_navigation_booking: TherapyNavigationBookingTable;
}
