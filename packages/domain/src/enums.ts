/**
 * Reference enumerations. Codes are the contract; labels are Carespace's wording where the
 * contract gives only the code (see docs/decisions.md). Each enumeration has a zod schema accepting its codes
 * and a type of its codes.
 */
import { z } from 'zod';
import { HOME_TREATMENT_CATEGORIES, TREATMENT_CATEGORY } from './treatment-categories.ts';
import { USER_TYPE } from './user-types.ts';

export {
  HOME_TREATMENT_CATEGORIES,
  type HomeTreatmentCategory,
  TREATMENT_CATEGORY,
  TREATMENT_CATEGORY_CODES,
  type TreatmentCategory,
  treatmentCategoryFromSlug,
  treatmentCategorySlug,
} from './treatment-categories.ts';

type CodeTable = Readonly<Record<string, string>>;

/**
 * A zod enum of the codes (keys) of a code → label table. Marked free of side effects, like the literal schemas
 * below: a web page that needs only a table (a label, a list of codes) then leaves zod out of its download.
 */
/* @__NO_SIDE_EFFECTS__ */
function codesOf<T extends CodeTable>(table: T) {
  return z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]]);
}

/** Code OTHR always means other. */
export const OTHER_CODE = 'OTHR';

export const ACCOUNT_STATUS = { ACTV: 'Active', DEAC: 'Deactivated', LOCK: 'Locked' } as const;
export const accountStatusSchema = codesOf(ACCOUNT_STATUS);
export type AccountStatus = keyof typeof ACCOUNT_STATUS;

export const PROPERTY_STATUS = {
  DLTD: 'Deleted',
  DRFT: 'Drafted',
  LIST: 'Listed',
  UNLT: 'Unlisted',
} as const;
export const propertyStatusSchema = codesOf(PROPERTY_STATUS);
export type PropertyStatus = keyof typeof PROPERTY_STATUS;

export const LEASE_STATUS = {
  ACTV: 'Active',
  CMPL: 'Completed',
  PEND: 'Pending',
  TERM: 'Terminated',
} as const;
export const leaseStatusSchema = codesOf(LEASE_STATUS);
export type LeaseStatus = keyof typeof LEASE_STATUS;

/** NONE and STRD are free plans (shown as Free); LGCY is a legacy paid membership. */
export const PLAN = { NONE: 'None', LGCY: 'Legacy', STRD: 'Standard' } as const;
export const planSchema = codesOf(PLAN);
export type Plan = keyof typeof PLAN;

/** HPRO review prescriptions, PHAR fulfil approved orders, STAN are ordinary providers. */
export const PROVIDER_ROLE = {
  HPRO: 'Healthcare professional',
  PHAR: 'Pharmacist',
  STAN: 'Standard',
} as const;
export const providerRoleSchema = codesOf(PROVIDER_ROLE);
export type ProviderRole = keyof typeof PROVIDER_ROLE;

/**
 * The kind of actor an account is. Its codes are HADN admin, PTNT patient and PROV provider;
 * the admin code HADN is kept verbatim, not renamed.
 */
export const USER_ROLE = { HADN: 'Admin', PTNT: 'Patient', PROV: 'Provider' } as const;
export const userRoleSchema = codesOf(USER_ROLE);
export type UserRole = keyof typeof USER_ROLE;

export const SIGNUP_REASON = {
  ACQR: 'Acquire new patients/clients',
  FIND: 'Find space',
  LIST: 'List space',
  OTHR: 'Other',
} as const;
export const signupReasonSchema = codesOf(SIGNUP_REASON);
export type SignupReason = keyof typeof SIGNUP_REASON;

export const NOTIFICATION_METHOD = { EMAL: 'Email', PHNE: 'Phone' } as const;
export const notificationMethodSchema = codesOf(NOTIFICATION_METHOD);
export type NotificationMethod = keyof typeof NOTIFICATION_METHOD;

export const NOTIFICATION_CATEGORY = {
  LIST: 'Listings',
  PCHT: 'Property chat',
  PMTH: 'Property matches',
  /** Carespace: patients referred for an in-person visit asking to be seen at the practice. */
  INPV: 'In-person visits',
} as const;
export const notificationCategorySchema = codesOf(NOTIFICATION_CATEGORY);
export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORY;

export const NOTIFICATION_TYPE = {
  CHAT: 'New chat message',
  INTA: 'Introduction approved',
  INTD: 'Introduction declined',
  MPUP: 'Matched property updated',
  NPMH: 'New property match',
  NPIN: 'New property introduction',
  UDRT: 'Updated rate',
  /** Carespace: a referred patient asks for an in-person visit. */
  IPVR: 'In-person visit request',
} as const;
export const notificationTypeSchema = codesOf(NOTIFICATION_TYPE);
export type NotificationType = keyof typeof NOTIFICATION_TYPE;

export const RATE_PERIOD = { DAYX: 'Per day', MNTH: 'Per month', SESN: 'Per session' } as const;
export const ratePeriodSchema = codesOf(RATE_PERIOD);
export type RatePeriod = keyof typeof RATE_PERIOD;

export const INTRODUCTION_REJECTION_REASON = {
  EXPR: 'Not enough experience',
  SPTY: 'Specialty is not a fit',
  AVBY: 'Space is no longer available',
  TIME: 'Timing does not work',
  OTHR: 'Other',
} as const;
export const introductionRejectionReasonSchema = codesOf(INTRODUCTION_REJECTION_REASON);
export type IntroductionRejectionReason = keyof typeof INTRODUCTION_REJECTION_REASON;

export const MATCH_DISLIKE_REASON = {
  AVLB: 'Availability',
  EXPS: 'Too expensive',
  FARA: 'Too far away',
  SMAL: 'Too small',
  OTHR: 'Other',
} as const;
export const matchDislikeReasonSchema = codesOf(MATCH_DISLIKE_REASON);
export type MatchDislikeReason = keyof typeof MATCH_DISLIKE_REASON;

export const DOWN_PAYMENT_TYPE = {
  FRST: 'First month',
  FRLT: 'First and last month',
  FLSD: 'First month, last month and security deposit',
} as const;
export const downPaymentTypeSchema = codesOf(DOWN_PAYMENT_TYPE);
export type DownPaymentType = keyof typeof DOWN_PAYMENT_TYPE;

/**
 * A provider's state license (Carespace): pending until an admin verifies or rejects it. Expired is not a stored
 * status: a verified license past its expiry date simply stops counting (see rules/licenses.ts).
 */
export const LICENSE_STATUS = { PEND: 'Pending review', VERI: 'Verified', REJE: 'Rejected' } as const;
export const licenseStatusSchema = codesOf(LICENSE_STATUS);
export type LicenseStatus = keyof typeof LICENSE_STATUS;

export const QUESTION_TYPE = {
  INPT: 'Text input',
  MULT: 'Multiple choice',
  RNGE: 'Range',
  SING: 'Single choice',
  UPLD: 'Upload',
} as const;
export const questionTypeSchema = codesOf(QUESTION_TYPE);
export type QuestionType = keyof typeof QUESTION_TYPE;

export const FILE_BUCKET = { FEED: 'Feedback', LEAS: 'Leases', LOGO: 'Logos', PRTS: 'Properties' } as const;
export const fileBucketSchema = codesOf(FILE_BUCKET);
export type FileBucket = keyof typeof FILE_BUCKET;

export const treatmentCategorySchema = codesOf(TREATMENT_CATEGORY);

/** Gender reference ids 1..7; 7 is other. Labels are Carespace's. */
export const GENDER = {
  1: 'Male',
  2: 'Female',
  3: 'Transgender male',
  4: 'Transgender female',
  5: 'Non-binary',
  6: 'Prefer not to say',
  7: 'Other',
} as const;
export type Gender = keyof typeof GENDER;
export const GENDER_CODES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Gender[];
export const GENDER_OTHER: Gender = 7;
export const genderSchema = /* @__PURE__ */ z.literal(GENDER_CODES);

// In a module of its own, free of zod: the contact page lists it before its form is first used.
export { USER_TYPE, type UserType } from './user-types.ts';
export const userTypeSchema = codesOf(USER_TYPE);

export const RATING = { GOOD: 'Good', FAIR: 'Fair', POOR: 'Poor' } as const;
export const ratingSchema = codesOf(RATING);
export type Rating = keyof typeof RATING;

// ---- Home chooser ('What can we help with?'): the values the cards pre-select. ----

/** signupReason values passed to /provider/signup, and the Signup reason code each stands for. */
export const HOME_SIGNUP_REASON = { find: 'FIND', list: 'LIST', acquireNewPatientsClients: 'ACQR' } as const;
export type HomeSignupReason = keyof typeof HOME_SIGNUP_REASON;
export const homeSignupReasonSchema = codesOf(HOME_SIGNUP_REASON);

/** userType values passed to /provider/signup (or /contact-us), and the User type code each stands for. */
export const HOME_USER_TYPE = { independentProvider: 'PROV', broker: 'BRKR', employer: 'EMPL' } as const;
export type HomeUserType = keyof typeof HOME_USER_TYPE;
export const homeUserTypeSchema = codesOf(HOME_USER_TYPE);

export const homeTreatmentCategorySchema = /* @__PURE__ */ z.enum(HOME_TREATMENT_CATEGORIES);
