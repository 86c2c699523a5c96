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
  /** 0009-account: the practice logo (a logos file id) and the position geocoded from the ZIP. */
  profile_pic: ColumnType<string | null, string | null | undefined, string | null>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  payment_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0011-membership: the membership's subscription, kept in step by the payment webhooks. */
  payment_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_status: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0015-match-profile: the providers' states and specialties the matches were last computed from. */
  match_profile: ColumnType<string | null, string | null | undefined, string | null>;
  current_period_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancel_at_period_end: Defaulted<boolean>;
  membership_updated_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** 0009-account: profile fields; the list fields live in their own tables. */
  bio: Nullable<string>;
  gender: Nullable<number>;
  gender_other: Nullable<string>;
  faith: Nullable<string>;
  faith_other: Nullable<string>;
  sexual_orientation: Nullable<string>;
  race: Nullable<string>;
  pronouns: Nullable<string>;
  /** A `date` column: read as 'YYYY-MM-DD' text (see the profile repository). */
  date_of_birth: ColumnType<Date | string | null, string | null | undefined, string | null>;
  language_other: ColumnType<unknown, string | null | undefined, string | null>;
  /** The chosen avatar: an avatar choice or the uploaded picture's file id (picture_id). */
  profile_pic: Nullable<string>;
  picture_id: Nullable<string>;
  npi: Nullable<string>;
  years_practiced: Nullable<number>;
  specialty_other: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A nullable column that may be left out on insert. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** 0009-account: one row per chosen code of a profile list. */
export interface UserLanguageTable {
  user_id: string;
  language: string;
}
export interface ProviderInsuranceTable {
  user_id: string;
  insurance: string;
}
export interface ProviderLicensedStateTable {
  user_id: string;
  us_state: string;
}
/** 0023-provider-licenses: a state license a provider holds, pending until an admin verifies or rejects it. */
export interface ProviderLicenseTable {
  id: string;
  user_id: string;
  us_state: string;
  license_number: string;
  /** A date column: 'YYYY-MM-DD' when written; read back as the driver gives dates. */
  expires_on: ColumnType<Date | string, string, string>;
  status: Defaulted<string>;
  document_file_id: string | null;
  submitted_on: Timestamp;
  reviewed_by: string | null;
  reviewed_on: Date | null;
  rejection_reason: string | null;
  replaced_on: Date | null;
}
export interface ProviderSpecialtyTable {
  user_id: string;
  specialty: string;
}

/** 0009-account: how a person hears about each notification type; no row means the defaults. */
export interface NotificationSettingTable {
  user_id: string;
  type: string;
  email: boolean;
  phone: boolean;
  updated_on: Timestamp;
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

/** 0025: consecutive unsuccessful sign-ins per email (SHA-256 of the lower-cased address). */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  next_attempt_after: Timestamp;
  last_attempt_at: Timestamp;
}

/** 0025: the abuse limits' request windows when no Redis is configured. */
export interface RateLimitCounterTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

/** 0025: the code mailed to prove an address when signing up inside a questionnaire. */
export interface SignupCodeTable {
  id: string;
  patient_questionnaire_id: string;
  email_hash: string;
  code_hash: string;
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
  /** 0040-in-person-visits: jsonb, the message's attachments (a calendar file), when it has any. */
  attachments: ColumnType<unknown, string | null | undefined, string | null>;
  created_on: Timestamp;
}

export interface SmsOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  created_on: Timestamp;
}

export interface OutboundMessageTable {
  id: string;
  kind: 'mail' | 'sms';
  idempotency_key: string;
  /** The message (recipient, subject, body) until it is delivered; null afterwards. */
  payload: ColumnType<unknown, string | null, string | null>;
  status: Generated<'pending' | 'sent' | 'dead'>;
  attempts: Generated<number>;
  run_at: Timestamp;
  locked_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
  created_on: Timestamp;
  finished_on: Timestamp | null;
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
  /** Set by the chain trigger (migration 0028), whatever an insert says. */
  chain_position: Generated<number>;
  prev_hash: Generated<string>;
  hash: Generated<string>;
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

/** Webhook idempotency: one row per provider event id (0008-billing). */
export interface PaymentEventTable {
  id: string;
  type: string;
  purpose: string | null;
  result: string;
  received_on: Defaulted<Date>;
}

/** The sandbox payment gateway's own state (0008-billing); JSON columns are text. */
export interface SandboxCustomerTable {
  id: string;
  email: string;
  created_on: Timestamp;
}

export interface SandboxCheckoutSessionTable {
  id: string;
  mode: string;
  price_id: string;
  description: string;
  amount_cents: number;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  collect_shipping_address: boolean;
  metadata: string;
  status: Defaulted<string>;
  customer_id: string | null;
  subscription_id: string | null;
  shipping_address: string | null;
  created_on: Timestamp;
  completed_on: Date | string | null;
}

export interface SandboxSubscriptionTable {
  id: string;
  customer_id: string;
  price_id: string;
  description: string;
  amount_cents: number;
  status: string;
  current_period_start: Date | string;
  current_period_end: Date | string;
  cancel_at_period_end: Defaulted<boolean>;
  canceled_on: Date | string | null;
  metadata: string;
  created_on: Timestamp;
}

export interface SandboxInvoiceTable {
  id: string;
  subscription_id: string | null;
  customer_id: string;
  amount_paid_cents: number;
  period_start: Date | string;
  period_end: Date | string;
  billing_reason: string;
  paid_on: Date | string;
}

export interface SandboxPortalSessionTable {
  id: string;
  customer_id: string;
  return_url: string;
  expires_at: Date | string;
}

export interface SandboxEventTable {
  id: string;
  type: string;
  payload: string;
  delivery_status: number | null;
  created_on: Timestamp;
}

/** 0007-pharmacy: questionnaires as data. */
export interface QuestionnaireTable {
  id: string;
  treatment_category: string;
  name: string;
  intro: string;
  created_on: Timestamp;
}

export interface QuestionnaireStepTable {
  id: string;
  questionnaire_id: string;
  title: string;
  sort_order: number;
}

export interface QuestionTable {
  id: string;
  questionnaire_id: string;
  step_id: string;
  sort_order: number;
  type: string;
  text: string;
  help: string | null;
  required: Defaulted<boolean>;
  min_value: number | null;
  max_value: number | null;
  step_value: number | null;
  unit: string | null;
  max_length: number | null;
  show_if_question_id: string | null;
  /** jsonb: a list of option ids. */
  show_if_option_ids: ColumnType<unknown, string | null, string | null>;
  ineligible_message: string | null;
}

export interface QuestionOptionTable {
  question_id: string;
  id: string;
  label: string;
  sort_order: number;
  ineligible: Defaulted<boolean>;
}

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** 0007-pharmacy: a patient's questionnaire, which becomes the prescription request and its subscription. */
export interface PatientQuestionnaireTable {
  id: string;
  questionnaire_id: string;
  treatment_category: string;
  owner_user_id: NullableText;
  draft_secret_hash: NullableText;
  zipcode: string;
  us_state: string;
  current_step_id: NullableText;
  status: Defaulted<'DRFT' | 'INEL' | 'READY' | 'PAID'>;
  rx_medication_id: NullableText;
  ineligible_message: NullableText;
  created_on: Timestamp;
  updated_on: Timestamp;
  submitted_on: NullableTime;
  paid_on: NullableTime;
  payment_customer_id: NullableText;
  payment_subscription_id: NullableText;
  checkout_session_id: NullableText;
  shipping_line1: NullableText;
  shipping_line2: NullableText;
  shipping_city: NullableText;
  shipping_state: NullableText;
  shipping_postal_code: NullableText;
  is_active: Defaulted<boolean>;
  accepted_on: NullableTime;
  rejected_on: NullableTime;
  rejection_reason_id: NullableText;
  rejection_reason_other: NullableText;
  provider_note: NullableText;
  reviewer_user_id: NullableText;
  review_started_on: NullableTime;
  current_period_end: NullableTime;
  /** 0040-in-person-visits: referred for an in-person visit instead of decided online, with the note. */
  referred_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  referral_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0040-in-person-visits: a clinician's offer to see referred patients at their practice. */
export interface InPersonOfferTable {
  user_id: string;
  organization_id: string;
  enabled: Defaulted<boolean>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  days: ColumnType<number[], number[] | undefined, number[]>;
  from_hour: Defaulted<number>;
  to_hour: Defaulted<number>;
  updated_on: Timestamp;
  /** 0042: its practice's position, copied and kept by the database's triggers; the app never writes it. */
  earth_position: ColumnType<string | null, never, never>;
}

/** 0040-in-person-visits: a patient's request for an in-person visit with one clinician. */
export interface VisitRequestTable {
  id: string;
  patient_questionnaire_id: string;
  patient_user_id: string;
  clinician_user_id: string;
  organization_id: string;
  /** jsonb: the proposed start times as ISO strings. */
  proposed_times: ColumnType<unknown, string, string>;
  share_answers: Defaulted<boolean>;
  consent_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  status: Defaulted<string>;
  accepted_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  answered_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_on: Timestamp;
}

export interface PatientResponseTable {
  patient_questionnaire_id: string;
  question_id: string;
  /** jsonb: the answer value. */
  answer: ColumnType<unknown, string, string>;
  updated_on: Timestamp;
}

export interface PatientQuestionnaireFileTable {
  patient_questionnaire_id: string;
  file_id: string;
}

/** Requests per tab, state and paid flag, kept by a trigger (migration 0019). */
export interface PrescriptionTabCountTable {
  tab: string;
  us_state: string;
  paid: boolean;
  requests: Defaulted<number>;
}

export interface OrderHistoryTable {
  id: string;
  patient_questionnaire_id: string;
  order_number: string;
  invoice_id: NullableText;
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  paid_on: Timestamp;
  period_end: NullableTime;
  approved_on: NullableTime;
  shipped_on: NullableTime;
  tracking_number: NullableText;
  created_on: Timestamp;
  /** 0038-order-receipts: what the receipt shows. */
  tax_cents: ColumnType<number, number | undefined, number>;
  currency: ColumnType<string, string | undefined, string>;
  card_brand: NullableText;
  card_last4: NullableText;
  charge_id: NullableText;
  refunded_cents: ColumnType<number, number | undefined, number>;
  refunded_on: NullableTime;
}

/** 0010-properties: listings and their matches with organizations. */
export interface PropertyTable {
  id: string;
  organization_id: string;
  created_by_user_id: string | null;
  title: string;
  description: string;
  status: Defaulted<string>;
  address_line_one: string;
  address_line_two: string | null;
  city: string;
  us_state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  room_types: Defaulted<string[]>;
  supported_specialties: Defaulted<string[]>;
  unsupported_specialties: Defaulted<string[]>;
  rate_cents: number | null;
  rate_period: string | null;
  room_items: ColumnType<unknown, string | undefined, string>;
  photo_ids: Defaulted<string[]>;
  priority: number | null;
  created_on: Timestamp;
  updated_on: Timestamp;
}

export interface PropertyMatchTable {
  organization_id: string;
  property_id: string;
  matched: Defaulted<boolean>;
  matched_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  viewed_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_introduction_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PropertyIntroductionTable {
  id: string;
  property_id: string;
  host_organization_id: string;
  organization_id: string;
  applicant_user_id: string;
  message_to_host: string;
  how_soon: string;
  sent_on: Timestamp;
  responded: Defaulted<boolean>;
  responded_by_user_id: string | null;
  approved_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rejected_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rejection_reason: string | null;
  rejection_reason_other: string | null;
  property_chat_id: string | null;
}

export interface PropertyChatTable {
  id: string;
  introduction_id: string;
  property_id: string;
  host_organization_id: string;
  guest_organization_id: string;
  created_on: Timestamp;
  last_message_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  host_notified_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  guest_notified_on: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ChatMessageTable {
  id: string;
  /** bigint: pg returns it as a string. */
  seq: ColumnType<string, never, never>;
  chat_id: string;
  sender_user_id: string;
  sender_organization_id: string | null;
  client_message_id: string;
  body: string;
  attachments: ColumnType<unknown, string | undefined, string>;
  created_on: Timestamp;
  /** Written by the app itself (a booking made or cancelled), not typed by a person. */
  is_system: Defaulted<boolean>;
}

export interface ChatReadTable {
  chat_id: string;
  user_id: string;
  last_read_seq: ColumnType<string, string | number | undefined, string | number>;
}

/** 0013-lessee-interest: where organizations look for space, on a 0.01° grid. */
export interface LesseeInterestTable {
  id: string;
  organization_id: string;
  latitude: number;
  longitude: number;
  iso_location: string;
  us_state: string;
  source: 'SRCH' | 'VIEW' | 'PRAC';
  created_on: Timestamp;
}

/** A Stripe price made or found by `npm run stripe:sync`, per lookup key and Stripe mode. */
export interface StripePriceTable {
  livemode: boolean;
  lookup_key: string;
  rx_medication_id: string | null;
  stripe_product_id: string;
  stripe_price_id: string;
  unit_amount_cents: number;
  currency: string;
  synced_on: Timestamp;
}

export interface PropertyAvailabilityTable {
  property_id: string;
  time_zone: string;
  /** OpeningHours[] */
  weekly_hours: ColumnType<unknown, string, string>;
  /** date[]: pg returns 'YYYY-MM-DD' strings only when the parser is told; read with to_char. */
  blocked_dates: ColumnType<unknown, string[], string[]>;
  min_booking_hours: number;
  hourly_price_cents: number;
  daily_price_cents: number;
  cancellation_policy: string;
  updated_on: Defaulted<Date>;
}

export interface SpaceBookingTable {
  id: string;
  property_id: string;
  host_organization_id: string;
  guest_organization_id: string;
  guest_user_id: string;
  introduction_id: string | null;
  kind: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  during: ColumnType<unknown, never, never>;
  time_zone: string;
  status: string;
  hold_expires_on: Timestamp | null;
  total_cents: number;
  fee_cents: number;
  host_cents: number;
  fee_percent: number;
  cancellation_policy: string;
  checkout_session_id: string | null;
  paid_on: Timestamp | null;
  refund_cents: Defaulted<number>;
  refund_id: string | null;
  canceled_on: Timestamp | null;
  canceled_by: string | null;
  canceled_by_user_id: string | null;
  cancel_reason: string | null;
  payout_id: string | null;
  created_on: Defaulted<Date>;
}

export interface PayoutAccountTable {
  organization_id: string;
  provider_account_id: string;
  status: string;
  created_on: Defaulted<Date>;
  connected_on: Timestamp | null;
}

export interface HostPayoutTable {
  id: string;
  organization_id: string;
  amount_cents: number;
  status: string;
  arrives_on: ColumnType<Date, string, string>;
  transfer_id: string | null;
  created_on: Defaulted<Date>;
}

export interface SandboxConnectAccountTable {
  id: string;
  email: string;
  return_url: string | null;
  details_submitted: Defaulted<boolean>;
  created_on: Defaulted<Date>;
}

export interface DB {
  verification_key: VerificationKeyTable;
  one_time_code: OneTimeCodeTable;
  login_throttle: LoginThrottleTable;
  rate_limit_counter: RateLimitCounterTable;
  signup_code: SignupCodeTable;
  user_session: UserSessionTable;
  organization: OrganizationTable;
  app_user: AppUserTable;
  reference_item: ReferenceItemTable;
  mail_outbox: MailOutboxTable;
  sms_outbox: SmsOutboxTable;
  outbound_message: OutboundMessageTable;
  stored_file: StoredFileTable;
  audit_event: AuditEventTable;
  rx_medication: RxMedicationTable;
  stripe_price: StripePriceTable;
  questionnaire: QuestionnaireTable;
  questionnaire_step: QuestionnaireStepTable;
  question: QuestionTable;
  question_option: QuestionOptionTable;
  patient_questionnaire: PatientQuestionnaireTable;
  patient_response: PatientResponseTable;
  patient_questionnaire_file: PatientQuestionnaireFileTable;
  order_history: OrderHistoryTable;
  in_person_offer: InPersonOfferTable;
  visit_request: VisitRequestTable;
  prescription_tab_count: PrescriptionTabCountTable;
  contact_message: ContactMessageTable;
  mailing_list_contact: MailingListContactTable;
  therapy_navigation_booking: TherapyNavigationBookingTable;
  user_language: UserLanguageTable;
  provider_insurance: ProviderInsuranceTable;
  provider_licensed_state: ProviderLicensedStateTable;
  provider_license: ProviderLicenseTable;
  provider_specialty: ProviderSpecialtyTable;
  notification_setting: NotificationSettingTable;
  payment_event: PaymentEventTable;
  sandbox_customer: SandboxCustomerTable;
  sandbox_checkout_session: SandboxCheckoutSessionTable;
  sandbox_subscription: SandboxSubscriptionTable;
  sandbox_invoice: SandboxInvoiceTable;
  sandbox_portal_session: SandboxPortalSessionTable;
  sandbox_event: SandboxEventTable;
  property: PropertyTable;
  property_match: PropertyMatchTable;
  property_introduction: PropertyIntroductionTable;
  property_chat: PropertyChatTable;
  chat_message: ChatMessageTable;
  chat_read: ChatReadTable;
  lessee_interest: LesseeInterestTable;
  property_availability: PropertyAvailabilityTable;
  space_booking: SpaceBookingTable;
  payout_account: PayoutAccountTable;
  host_payout: HostPayoutTable;
  sandbox_connect_account: SandboxConnectAccountTable;
}
