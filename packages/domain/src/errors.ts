/**
 * The server's error catalogue. Every AppError thrown by the server carries one of these
 * codes; the HTTP status and the user-facing message come from here so server and browser agree.
 * `hidden` errors are internal: the client is told only the generic message.
 */
export interface ErrorDefinition {
  status: number;
  message: string;
  isInformation: boolean;
  hidden: boolean;
}

/** The contract's generic suffix for failures the user can do nothing about. */
export const TRY_AGAIN_SUFFIX = 'Please try again later, or contact support if this problem persists.';
export const GENERIC_ERROR_MESSAGE = `Something went wrong. ${TRY_AGAIN_SUFFIX}`;

const shown = (status: number, message: string, isInformation = false): ErrorDefinition => ({
  status,
  message,
  isInformation,
  hidden: false,
});
const hidden = (status: number, message: string): ErrorDefinition => ({
  status,
  message,
  isInformation: false,
  hidden: true,
});

export const ERRORS = {
  // Auth
  UNVERIFIED_EMAIL: shown(
    401,
    'Your email address has not been verified yet. We have sent you a new verification link; please check your inbox.',
    true,
  ),
  INCORRECT_PASSWORD: shown(
    401,
    "We don't recognize the email and password combination you provided. Please try again.",
  ),
  DEACTIVATED_ACCOUNT: shown(401, 'This account has been deactivated. Please contact support.'),
  NO_ADMIN_PRIVILEGES: shown(403, 'This page is only available to administrators.'),
  UNABLE_TO_SEND_EMAIL_VERIFICATION: shown(
    500,
    `We were unable to send the verification email. ${TRY_AGAIN_SUFFIX}`,
  ),
  UNABLE_TO_SEND_RESET_PASSWORD_EMAIL: shown(
    500,
    `We were unable to send the password reset email. ${TRY_AGAIN_SUFFIX}`,
  ),
  UNABLE_TO_RESET_PASSWORD: shown(500, `We were unable to reset your password. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_LOG_IN: shown(500, `We were unable to log you in. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_VERIFY_EMAIL: shown(500, `We were unable to verify your email. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_UPDATE_LAST_LOGIN: hidden(500, 'Unable to update last login.'),
  RESET_LINK_INVALID: shown(400, 'This link is invalid. Please request a new one.'),
  RESET_LINK_EXPIRED: shown(404, 'This link has expired. Please request a new one.'),
  VERIFICATION_LINK_EXPIRED: shown(404, 'This verification link has expired. Please request a new one.'),
  INVALID_2FA_AUTH: shown(401, 'The code you entered is incorrect. Please try again or request a new code.'),
  INVALID_USER_AUTH: shown(401, 'Please sign in to continue.'),
  /**
   * Carespace: several wrong passwords in a row slow further sign-ins to the account down (each wait longer than
   * the last, at most 15 minutes). Said before any password is checked, and the same for an unknown email. The
   * server names the wait (SIGN_IN.throttled); a reset link gets the owner in at once.
   */
  SIGN_IN_THROTTLED: shown(
    429,
    'For your security, signing in to this account is paused for a few minutes after several unsuccessful attempts. Please try again later, or reset your password to sign in right away.',
  ),
  /** Carespace: the 6-digit code mailed to prove an address at sign-up is wrong, used up or expired. */
  SIGNUP_CODE_INVALID: shown(
    400,
    'That code is not correct or has expired. Please check the latest email we sent, or ask for a new code.',
  ),
  // Account
  UNABLE_TO_CREATE_ACCOUNT: shown(500, `We were unable to create your account. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_UPDATE_PROVIDER: shown(500, `We were unable to update the provider. ${TRY_AGAIN_SUFFIX}`),
  /** Messages the screens show: the profile and practice save failures. */
  UNABLE_TO_UPDATE_PROFILE: shown(500, 'Unable to update profile. Please try again later.'),
  UNABLE_TO_UPDATE_ORGANIZATION: shown(500, 'Unable to update organization. Please try again later.'),
  DUPLICATE_EMAIL: shown(
    401,
    'An account already exists with this email address. Please log in or reset your password.',
    true,
  ),
  // Questionnaire
  UNABLE_TO_GET_QUESTIONNAIRE: shown(500, `We were unable to load the questionnaire. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_SUBMIT_QUESTIONNAIRE: shown(
    500,
    `We were unable to submit the questionnaire. ${TRY_AGAIN_SUFFIX}`,
  ),
  /** Carespace: the ZIP code's state is one where the online pharmacy does not operate yet. */
  STATE_NOT_SERVED: shown(
    400,
    "We're sorry: Carespace's online pharmacy is not available in your state yet.",
  ),
  /** Carespace: a second paid request in a category while the first is still open. */
  SUBSCRIPTION_IN_PROGRESS: shown(
    400,
    'A new subscription can start once your current one is completed or rejected.',
    true,
  ),
  /** Carespace: answers of a paid request are what the provider reviews, so they no longer change. */
  QUESTIONNAIRE_LOCKED: shown(
    400,
    'This questionnaire has already been paid for, so its answers can no longer be changed.',
  ),
  QUESTIONNAIRE_INCOMPLETE: shown(400, 'Please answer every required question before checking out.'),
  QUESTIONNAIRE_INELIGIBLE: shown(
    400,
    'Based on your answers, this treatment cannot be prescribed online. Please speak with a doctor in person.',
  ),
  ACCOUNT_REQUIRED: shown(400, 'Please create your account or sign in before checking out.'),
  MEDICATION_REQUIRED: shown(400, 'Please choose a medication before checking out.'),
  MEDICATION_NOT_AVAILABLE: shown(
    400,
    'This medication is not available for this treatment. Please choose one from the list.',
  ),
  ALREADY_PAID: shown(
    400,
    'This request has already been paid for. You can follow it on your dashboard.',
    true,
  ),
  ALREADY_SIGNED_IN: shown(400, 'You are already signed in, so there is no need to create an account.'),
  // Prescription
  UNABLE_TO_GET_PRESCRIPTION: shown(500, `We were unable to load the prescription. ${TRY_AGAIN_SUFFIX}`),
  FAILED_TO_POST_PRESCRIPTION: shown(500, `We were unable to save the prescription. ${TRY_AGAIN_SUFFIX}`),
  /** Carespace: another reviewer decided the request first (decided once, by one reviewer). */
  PRESCRIPTION_ALREADY_DECIDED: shown(
    409,
    'This prescription request has already been decided (approved, rejected or referred for an in-person visit), so it can no longer be changed. Refresh the list to see its decision.',
  ),
  PRESCRIPTION_NOT_PAID: shown(400, 'This request has not been paid yet, so it cannot be reviewed.'),
  PRESCRIPTION_MEDICATION_MISMATCH: shown(
    400,
    'The medication does not match the one the patient requested. Please reload the prescription and try again.',
  ),
  PRESCRIPTION_UPLOAD_INVALID: shown(
    400,
    'The uploaded prescription could not be found. Please upload it again.',
  ),
  REJECTION_REASON_INVALID: shown(400, 'Please choose a reason from the list.'),
  /** Carespace: replacing a tracking number emails the patient again, so it needs the explicit confirmation. */
  TRACKING_REPLACE_UNCONFIRMED: shown(
    409,
    'This order already has a tracking number. Confirm the replacement, which sends the patient a new email, to change it.',
  ),
  ORDER_NOT_APPROVED: shown(400, 'Only orders of approved prescriptions can be shipped.'),
  // Email service
  UNABLE_TO_CREATE_CONTACT: hidden(500, 'Unable to create the email contact.'),
  UNABLE_TO_SEND_EMAIL: hidden(500, 'Unable to send email.'),
  INVALID_TEMPLATE_ID: hidden(500, 'Invalid email template id.'),
  UNABLE_TO_CREATE_CONTACT_MAILING_LIST: shown(
    500,
    `We were unable to add you to our mailing list. ${TRY_AGAIN_SUFFIX}`,
  ),
  // Text
  UNABLE_TO_SEND_TEXT: shown(500, `We were unable to send the text message. ${TRY_AGAIN_SUFFIX}`),
  // Payment
  UNABLE_TO_CREATE_CUSTOMER: hidden(500, 'Unable to create the payment customer.'),
  UNABLE_TO_FIND_CUSTOMER: hidden(500, 'Unable to find the payment customer.'),
  UNABLE_TO_CHECKOUT: shown(500, `We were unable to start checkout. ${TRY_AGAIN_SUFFIX}`),
  /**
   * A client error: the session id is unknown, unpaid or someone else's (the provider being down is a 503). A 400
   * rather than a 404, because the web client replaces every 404's message with its generic not-found text.
   */
  UNABLE_TO_FIND_SESSION: shown(400, `We were unable to find your checkout session. ${TRY_AGAIN_SUFFIX}`),
  // Database
  TRANSACTION_FAILED: hidden(500, 'Database transaction failed.'),
  AUDIT_FAILED: hidden(500, 'Unable to write the audit record.'),
  INSERT_FAILED: hidden(500, 'Database insert failed.'),
  GET_REFERENCES_FAILED: shown(500, `We were unable to load reference data. ${TRY_AGAIN_SUFFIX}`),
  // Therapy navigation
  UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION: shown(
    500,
    `We were unable to schedule your therapy navigation call. ${TRY_AGAIN_SUFFIX}`,
  ),
  /** Carespace: the chosen call time was booked by someone else first (the slot is unique). */
  SLOT_TAKEN: shown(409, 'That time was just booked. Please choose another time.'),
  // Applications and the property chat (Carespace; see docs/decisions.md, Introductions and property chat)
  MEMBERSHIP_REQUIRED: shown(
    403,
    'Only members can approve or reject applications. Upgrade your membership to answer this application.',
  ),
  APPLICATION_ALREADY_SENT: shown(
    409,
    'You have already applied to this space. The host will get back to you.',
  ),
  APPLICATION_ALREADY_ANSWERED: shown(409, 'This application has already been answered.'),
  OWN_PROPERTY_APPLICATION: shown(
    400,
    'This space belongs to your practice, so there is nothing to apply for.',
  ),
  // Space bookings (see docs/decisions.md, Space bookings)
  BOOKING_NOT_APPROVED: shown(
    403,
    'Only practices the host has approved can book this space. Apply first, and book once the host says yes.',
  ),
  BOOKING_NOT_OPEN: shown(
    400,
    'This space is not taking bookings yet. The host has not set its opening hours and prices.',
  ),
  BOOKING_OUTSIDE_HOURS: shown(
    400,
    'That time is outside the opening hours, on a closed day, or shorter than the minimum booking. Pick a free slot from the calendar.',
  ),
  BOOKING_IN_PAST: shown(400, 'That time has already passed. Pick a time from now on.'),
  BOOKING_NOT_CANCELABLE: shown(409, 'This booking has already been cancelled or has ended.'),
  UNABLE_TO_REFUND: shown(500, `We could not send the refund. ${TRY_AGAIN_SUFFIX}`),
  // Provider licenses (Carespace; see docs/decisions.md, Verified state licenses)
  LICENSE_ALREADY_PENDING: shown(
    409,
    'You already have a license for this state waiting for review. Withdraw it first if you need to correct it.',
  ),
  LICENSE_ALREADY_DECIDED: shown(
    409,
    'This license has already been verified, rejected or withdrawn. Refresh the list to see where it stands.',
  ),
  LICENSE_EXPIRED: shown(400, 'This license has expired, so it cannot be verified.'),
  LICENSE_SELF_REVIEW: shown(403, 'You cannot verify or reject your own license. Ask another administrator.'),
  LICENSE_DOCUMENT_INVALID: shown(400, 'The license document could not be found. Please upload it again.'),
  LICENSE_DOCUMENT_IN_USE: shown(
    409,
    'This document belongs to a license on file, so it cannot be deleted on its own.',
  ),
  // In-person visits (Carespace; see docs/decisions.md, In-person visits)
  IN_PERSON_LICENSE_REQUIRED: shown(
    400,
    'Only clinicians with a verified, unexpired license can see patients Carespace refers. Add your license on the Licenses tab; it counts once an administrator verifies it.',
  ),
  IN_PERSON_PRACTICE_REQUIRED: shown(
    400,
    'Add your practice’s address and ZIP code first: patients are matched to clinicians near them by it.',
  ),
  VISIT_TIME_INVALID: shown(
    400,
    'One of the chosen times is outside the clinician’s visiting hours. Please choose again.',
  ),
  VISIT_REQUEST_OPEN: shown(
    409,
    'You already have a visit request waiting for an answer or accepted for this referral.',
  ),
  VISIT_ALREADY_ANSWERED: shown(
    409,
    'This visit request has already been answered. Refresh to see where it stands.',
  ),
  VISIT_CLINICIAN_UNAVAILABLE: shown(
    400,
    'This clinician can no longer take this request. Please choose another clinician near you.',
  ),
  // Misc
  GATEWAY_TIMEOUT: shown(504, `The server took too long to respond. ${TRY_AGAIN_SUFFIX}`),
  FEEDBACK_ADD_FAILED: hidden(500, 'Unable to add feedback.'),
  FEEDBACK_GET_FAILED: hidden(500, 'Unable to get feedback.'),
  UNABLE_TO_RECEIVE_CONTACT: shown(500, `We were unable to receive your message. ${TRY_AGAIN_SUFFIX}`),
  UNABLE_TO_SEND_WRVU_RESULTS: shown(500, `We were unable to email your wRVU results. ${TRY_AGAIN_SUFFIX}`),
  // Carespace additions (not in the original catalogue; see docs/decisions.md)
  VALIDATION_FAILED: shown(400, 'This input is not valid.'),
  NOT_FOUND: shown(404, 'Page or object not found'),
  FORBIDDEN: shown(403, 'You do not have permission to do this.'),
  RATE_LIMITED: shown(429, 'Too many attempts. Please wait a few minutes and try again.'),
  PAYLOAD_TOO_LARGE: shown(413, 'File too large for upload, maximum size of files in batch is 10 MB'),
  /** A body over the 1 MB limit of everything but uploads (JSON_BODY_LIMIT_BYTES); uploads answer ER_FILE_SIZE. */
  REQUEST_TOO_LARGE: shown(413, 'This request is too large: requests are limited to 1 MB.'),
  /** The uploader's own code: the client warns with this message instead of the generic toast. */
  ER_FILE_SIZE: shown(413, 'File too large for upload, maximum size of files in batch is 10 MB'),
  SERVICE_UNAVAILABLE: shown(503, `The service is temporarily unavailable. ${TRY_AGAIN_SUFFIX}`),
  INTERNAL_ERROR: hidden(500, GENERIC_ERROR_MESSAGE),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export const STATUS = {
  OK: 200,
  CREATED: 201,
  ACCEPTED: 202,
  MOVED_PERMANENTLY: 301,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  GATEWAY_TIMEOUT: 504,
} as const;

/** What the client is allowed to see of an error: hidden ones collapse to the generic message. */
export function publicError(code: ErrorCode, message?: string) {
  const def: ErrorDefinition = ERRORS[code];
  return {
    code: def.hidden ? 'INTERNAL_ERROR' : code,
    message: def.hidden ? GENERIC_ERROR_MESSAGE : (message ?? def.message),
    isInformation: def.isInformation,
  };
}

/** The JSON envelope every /api route answers with. */
export interface ApiEnvelope<T> {
  success: boolean;
  result: T | null;
  error: { message: string; code: string; isInformation: boolean } | null;
}
