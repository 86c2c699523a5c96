/** Business constants and limits. HTTP statuses live in errors.ts (STATUS). */

// ---- Product ----
export const PRODUCT_NAME = 'Carespace';
export const SUPPORT_EMAIL = 'support@carespace.health';
export const SUPPORT_PHONE = '(888) 555-0142';

// ---- Session and identity ----
export const IDENTITY_REFRESH_MS = 600_000;
export const IDENTITY_RETRY_MS = 1_000;
export const IDENTITY_RETRIES = 3;

// ---- Field sizes ----
export const TWO_FACTOR_CODE_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const ZIPCODE_LENGTH = 5;
/** A password must be longer than this (so 9 characters at least). */
export const PASSWORD_MIN_EXCLUSIVE = 8;
export const PASSWORD_MAX = 128;
/** Verification and reset keys are at least this long. */
export const VERIFICATION_KEY_LENGTH = 64;
/** Generated entity ids are this long. */
export const ENTITY_ID_LENGTH = 17;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const BIO_MAX = 1_000;
/** Provider notes and prescription rejection explanations. */
export const NOTE_MAX = 255;

// ---- Email verification ----
export const VERIFY_REDIRECT_MS = 5_000;

// ---- Idle gate ----
export const IDLE_TIMEOUT_S = 480;
export const IDLE_WARNING_S = 30;
export const IDLE_TICK_MS = 1_000;

// ---- Uploads ----
/** Exactly 10385760 bytes, displayed as 10 MB. */
export const UPLOAD_BATCH_LIMIT_BYTES = 10_385_760;
/** Every request body but a multipart upload (JSON, form posts of the payment sandbox): 1 MB. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_BATCH_LIMIT_LABEL = '10 MB';
export const MULTI_ENTRY_MAX = 5;
export const PREVIEW_IMAGE_PX = 132;
export const AVATAR_PX = 132;
/** Folders served by /no-auth/download-file/{fileName}/{folder}. */
export const DOWNLOAD_FOLDERS = [
  'properties',
  'patientPrescriptions',
  'patientQuestionnaires',
  'logos',
  'providerLicenses',
] as const;
export type DownloadFolder = (typeof DOWNLOAD_FOLDERS)[number];

// ---- Provider licenses ----
/** A license counts through its expiry day, a New York calendar day (the product's day everywhere). */
export const LICENSE_TIMEZONE = 'America/New_York';
export const LICENSE_NUMBER_MAX = 30;
/** No US state issues a license for longer than this; a later date is a typing mistake. */
export const LICENSE_MAX_YEARS_AHEAD = 10;
/** An admin's reason for rejecting a license, shown to the provider. */
export const LICENSE_REJECTION_MAX = 255;

// ---- Appointments (therapy navigation), evaluated in New York time ----
export const APPOINTMENT_TIMEZONE = 'America/New_York';
export const APPOINTMENT_FIRST_HOUR = 8;
/** Slots start before this hour. */
export const APPOINTMENT_END_HOUR = 17;
export const APPOINTMENT_STEP_MINUTES = 15;
/** First bookable day is tomorrow; last is the same day next month. */
export const APPOINTMENT_MIN_DAYS_AHEAD = 1;
export const APPOINTMENT_MAX_MONTHS_AHEAD = 1;
export const THERAPY_NAVIGATION_CALL_MINUTES = 15;
/** Longest note a visitor may add to a therapy-navigation booking. */
export const THERAPY_NAVIGATION_NOTES_MAX = 1000;

// ---- UI timing ----
export const TOAST_MS = 5_000;
export const LOADING_DELAY_MS = 100;
export const RELOAD_GUARD_MS = 30_000;
export const IP_LOCATION_CACHE_MS = 60_000;
export const CAROUSEL_AUTOPLAY_MS = 8_000;
export const CAROUSEL_FADE_MS = 3_000;
export const HEADER_SCROLLED_PX = 100;
/** The prescription list refreshes this long after a rejection. */
export const PRESCRIPTION_REFRESH_DELAY_MS = 500;

// ---- Browsers: a version at or below its floor is unsupported; Internet Explorer always is ----
export const BROWSER_FLOORS = { chrome: 77, edge: 80, safari: 13, firefox: 85, opera: 64 } as const;
export type SupportedBrowser = keyof typeof BROWSER_FLOORS;

// ---- Layout ----
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
/** The side drawer and header menu collapse at or below this width. */
export const DRAWER_COLLAPSE_PX = BREAKPOINTS.lg;
export const DIALOG_WIDTH = { mobile: '90vw', desktop: '50vw' } as const;

// ---- Membership ----
export const MEMBERSHIP_PRICE_CENTS = 6_000;
export const MEMBERSHIP_INTERVAL = 'month';
export const MEMBERSHIP_DURATION = 1;
export const MEMBERSHIP_BENEFITS = {
  listers: [
    'Access to the virtual network of specialists',
    'A personalized marketing kit',
    'Unlimited introductions with interested providers',
  ],
  seekers: ['Full search', 'Built-in chat', 'Free introductions'],
} as const;
export const MEMBERSHIP_SPECIAL_RATE_NOTE = 'Contact support for a special rate on more listings.';
/** The membership's name on checkout pages, the billing card and the dashboard tile. */
export const MEMBERSHIP_PLAN_NAME = 'Carespace Membership';
/** The built-in sandbox gateway's price id for the membership (Stripe uses STRIPE_MEMBERSHIP_PRICE_ID). */
export const MEMBERSHIP_SANDBOX_PRICE_ID = 'price_sandbox_membership';
/** Share of listing views gained with photos, stated in the welcome dialog. */
export const PHOTO_VIEWS_INCREASE_PERCENT = 94;

// ---- Provider dashboard and properties ----
export const DASHBOARD_RECENT_MATCHES = 4;
export const DASHBOARD_NEARBY_PROPERTIES = 4;
/** Property Connections on the provider dashboard: the newest introductions waiting for an answer. */
export const DASHBOARD_CONNECTIONS = 4;
export const NEARBY_RADIUS_MILES = 5;
export const NOT_VIEWED_DAYS = 4;
export const PROPERTY_CARD_MAX_TAGS = 5;
/**
 * The matches list comes a page at a time (docs/decisions.md, "The matches list is paged"): a busy practice can
 * have hundreds of matches. 24 fills whole rows of one to four cards.
 */
export const MATCHES_PAGE_SIZE = 24;
export const MATCHES_PAGE_MAX = 100;

// ---- Online indicator by last login ----
export const ONLINE_WINDOW_MS = 2 * 60 * 1_000;
export const RECENT_WINDOW_MS = 24 * 60 * 60 * 1_000;

// ---- Online pharmacy ----
/**
 * Where Carespace's pharmacy ships and its providers are licensed: most states and DC. Alaska, Hawaii, Louisiana,
 * Arkansas, Mississippi, West Virginia and the territories are not served yet (licensure and shipping).
 */
// biome-ignore format: a compact table of state codes reads better than one per line
export const PHARMACY_STATES = [
  'AL', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WY',
] as const;
export type PharmacyState = (typeof PHARMACY_STATES)[number];
export function isPharmacyState(code: string): code is PharmacyState {
  return (PHARMACY_STATES as readonly string[]).includes(code);
}
/** The dispensing pharmacy, as receipts name it (the company's own address: the pharmacy works from it). */
export const PHARMACY_CONTACT = {
  name: 'Carespace Pharmacy',
  address: '100 Hudson Street, Suite 400, Hoboken, NJ 07030',
  phone: SUPPORT_PHONE,
  email: SUPPORT_EMAIL,
} as const;
/** The cookie that lets an anonymous visitor keep working on their own questionnaire draft. */
export const QUESTIONNAIRE_DRAFT_COOKIE = 'cs_qd';
/** Longest free-text answer to a questionnaire question (INPT without its own limit). */
export const ANSWER_TEXT_MAX = 1_000;

// ---- Tables ----
export const ORDER_HISTORY_PAGE_SIZE = 3;
export const TABLE_SCROLL = { y: 1_000, x: 800 } as const;
/** Refills are displayed as this many months. */
export const REFILLS_DISPLAY_MONTHS = 12;

// ---- Heat map (lessee interest) ----
export const HEAT_MAP = {
  zoom: 5,
  maxZoomInteractive: 12,
  maxZoomStatic: 5,
  radius: 30,
  opacity: 0.6,
  center: { lat: 38.21, lng: -98.56 },
  rangeMonths: 3,
  defaultState: 'NJ',
} as const;

// ---- Dates ----
/** dayjs format strings. */
export const DATE_FORMATS = {
  date: 'MM/DD/YY',
  fullDate: 'MMM/DD/YYYY',
  time: 'h:mm A',
  dateTime: 'ddd MM/DD h:mm A',
  appointment: 'MM-DD-YYYY hh:mm A',
} as const;
/** Date of birth is shown in New York time. */
export const DOB_TIMEZONE = 'America/New_York';
export const YEAR_MAX = 2021;
export const YEAR_MIN = 1900;
/** The date-of-birth year list, newest first: 2021 back to 1900. */
export const YEARS: readonly number[] = Array.from(
  { length: YEAR_MAX - YEAR_MIN + 1 },
  (_, i) => YEAR_MAX - i,
);
/** Months with their length; February has 28 (29 is allowed in years divisible by 4). */
export const MONTHS = [
  { value: 1, name: 'January', days: 31 },
  { value: 2, name: 'February', days: 28 },
  { value: 3, name: 'March', days: 31 },
  { value: 4, name: 'April', days: 30 },
  { value: 5, name: 'May', days: 31 },
  { value: 6, name: 'June', days: 30 },
  { value: 7, name: 'July', days: 31 },
  { value: 8, name: 'August', days: 31 },
  { value: 9, name: 'September', days: 30 },
  { value: 10, name: 'October', days: 31 },
  { value: 11, name: 'November', days: 30 },
  { value: 12, name: 'December', days: 31 },
] as const;

// ---- Agreements (one checkbox each covers two documents) ----
export const AGREEMENTS = {
  telehealth: [
    { label: 'Consent to Telehealth', path: '/consent-to-telehealth' },
    { label: 'HIPAA Authorization', path: '/hipaa-authorization' },
  ],
  terms: [
    { label: 'Terms & Conditions', path: '/terms-and-conditions' },
    { label: 'Privacy Policy', path: '/privacy-policy' },
  ],
} as const;

// ---- Treatment categories ----
export const CATEGORY_TAG_COLORS = { ACNE: 'orange', EDYS: 'green', PREP: 'yellow', SCCM: 'blue' } as const;

// ---- Profile ----
export const DEFAULT_LANGUAGE = 'ENGL';

// ---- Browser storage ----
/** Local storage keys (the changelog's last-seen version and the home chooser's signup reason). */
export const STORAGE_KEYS = { signupReason: 'signupReason', version: 'version' } as const;
