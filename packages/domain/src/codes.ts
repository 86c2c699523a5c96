/**
 * The reference tables' codes and labels, free of zod: a page that shows a label (a plan, a status) downloads
 * these without the validation library. enums.ts builds a zod schema for each and re-exports them.
 */

/** Code OTHR always means other. */
export const OTHER_CODE = 'OTHR';

export const ACCOUNT_STATUS = { ACTV: 'Active', DEAC: 'Deactivated', LOCK: 'Locked' } as const;

export const PROPERTY_STATUS = {
  DLTD: 'Deleted',
  DRFT: 'Drafted',
  LIST: 'Listed',
  UNLT: 'Unlisted',
} as const;

export const LEASE_STATUS = {
  ACTV: 'Active',
  CMPL: 'Completed',
  PEND: 'Pending',
  TERM: 'Terminated',
} as const;

/** NONE and STRD are free plans (shown as Free); LGCY is a legacy paid membership. */
export const PLAN = { NONE: 'None', LGCY: 'Legacy', STRD: 'Standard' } as const;

/** HPRO review prescriptions, PHAR fulfil approved orders, STAN are ordinary providers. */
export const PROVIDER_ROLE = {
  HPRO: 'Healthcare professional',
  PHAR: 'Pharmacist',
  STAN: 'Standard',
} as const;

/**
 * The kind of actor an account is. Its codes are HADN admin, PTNT patient and PROV provider;
 * the admin code HADN is kept verbatim, not renamed.
 */
export const USER_ROLE = { HADN: 'Admin', PTNT: 'Patient', PROV: 'Provider' } as const;

export const SIGNUP_REASON = {
  ACQR: 'Acquire new patients/clients',
  FIND: 'Find space',
  LIST: 'List space',
  OTHR: 'Other',
} as const;

export const NOTIFICATION_METHOD = { EMAL: 'Email', PHNE: 'Phone' } as const;

export const NOTIFICATION_CATEGORY = {
  LIST: 'Listings',
  PCHT: 'Property chat',
  PMTH: 'Property matches',
  /** Carespace: patients referred for an in-person visit asking to be seen at the practice. */
  INPV: 'In-person visits',
} as const;

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

export const RATE_PERIOD = { DAYX: 'Per day', MNTH: 'Per month', SESN: 'Per session' } as const;

export const INTRODUCTION_REJECTION_REASON = {
  EXPR: 'Not enough experience',
  SPTY: 'Specialty is not a fit',
  AVBY: 'Space is no longer available',
  TIME: 'Timing does not work',
  OTHR: 'Other',
} as const;

export const MATCH_DISLIKE_REASON = {
  AVLB: 'Availability',
  EXPS: 'Too expensive',
  FARA: 'Too far away',
  SMAL: 'Too small',
  OTHR: 'Other',
} as const;

export const DOWN_PAYMENT_TYPE = {
  FRST: 'First month',
  FRLT: 'First and last month',
  FLSD: 'First month, last month and security deposit',
} as const;

/**
 * A provider's state license (Carespace): pending until an admin verifies or rejects it. Expired is not a stored
 * status: a verified license past its expiry date simply stops counting (see rules/licenses.ts).
 */
export const LICENSE_STATUS = { PEND: 'Pending review', VERI: 'Verified', REJE: 'Rejected' } as const;

export const QUESTION_TYPE = {
  INPT: 'Text input',
  MULT: 'Multiple choice',
  RNGE: 'Range',
  SING: 'Single choice',
  UPLD: 'Upload',
} as const;

export const FILE_BUCKET = { FEED: 'Feedback', LEAS: 'Leases', LOGO: 'Logos', PRTS: 'Properties' } as const;

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

type Gender = keyof typeof GENDER;
export const GENDER_CODES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Gender[];

export const GENDER_OTHER: Gender = 7;

export const RATING = { GOOD: 'Good', FAIR: 'Fair', POOR: 'Poor' } as const;

/** signupReason values passed to /provider/signup, and the Signup reason code each stands for. */
export const HOME_SIGNUP_REASON = { find: 'FIND', list: 'LIST', acquireNewPatientsClients: 'ACQR' } as const;

/** userType values passed to /provider/signup (or /contact-us), and the User type code each stands for. */
export const HOME_USER_TYPE = { independentProvider: 'PROV', broker: 'BRKR', employer: 'EMPL' } as const;
