/**
 * User-facing messages. Strings that are part of the contract are exact, including
 * punctuation. Strings marked "Carespace" are our own wording for a message the contract names without spelling it.
 * Templated messages are functions.
 */
import { NOTE_MAX, PRODUCT_NAME, SUPPORT_EMAIL } from './constants.ts';
import { FETCH } from './shell-messages.ts';

export { BANNERS, FETCH, HOME, LOADING } from './shell-messages.ts';

export const VALIDATION = {
  required: 'Please fill out this field.',
  invalid: 'This input is not valid.',
  lettersOnly: 'Please only enter alphabetical characters.',
  zipcode: 'Please enter a valid 5-digit zipcode.',
  zipcodeLookup: 'Please enter a valid Zipcode.',
  addressLineOneRequired: 'Please input your address',
  cityRequired: 'Please input your city',
  usStateRequired: 'Please input your state',
  zipcodeRequired: 'Please input your zipcode',
  passwordTooShort: 'Your password must be greater than 8 characters.',
  passwordMismatch: 'Your passwords do not match.',
  acceptAgreement: 'Please accept before continuing.',
  multiEntryBlank: 'Please specify or delete this field.',
  multiEntryMax: 'Maximum inputs reached',
  // Carespace wording:
  phone: 'Please enter a valid 10-digit phone number.',
  email: 'Please enter a valid email address.',
  usState: 'Please select a valid US state.',
  passwordTooLong: 'Your password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose another.',
  month: 'Please select a valid month.',
  day: 'Please select a valid day.',
  year: 'Please select a valid year.',
  twoFactorCode: 'Please enter the 6-digit code.',
  yearsPracticed: 'Years practiced cannot be negative.',
  npi: 'Please enter a valid 10-digit NPI.',
  npiCheckDigit: 'This NPI does not pass the check-digit test. Please check each digit.',
  ein: 'Please enter a valid 9-digit EIN.',
  fax: 'Please enter a valid 10-digit fax number.',
  tooLong: (max: number) => `Please enter no more than ${max} characters.`,
  /** Carespace: a NUL character or half of an emoji (a lone UTF-16 surrogate), which cannot be stored as text. */
  unsupportedCharacter:
    'This input contains a character that is not allowed (a null character or an incomplete emoji or symbol). Please remove it and try again.',
  /** Carespace: a practice's website is a link others open, so only an ordinary web address is kept. */
  website: 'Please enter a web address that starts with http:// or https://, such as https://example.com.',
  /** Carespace: a path the router cannot decode (invalid percent-encoding), or a path segment over its limit. */
  badAddress: 'This address is not valid.',
} as const;

/** Description check: warnings only, never blocking. */
export const DESCRIPTION = {
  phoneWarning:
    'We detected a possible phone number in the description, please format with spaces if that was not the case.',
  emailOrWebsiteWarning:
    'We detected a possible email or website in the description, please format with spaces if that was not the case.',
} as const;

export const UPLOAD = {
  notPngJpeg: (file: string) => `${file} is not a png/jpeg file`,
  fileTooLarge: 'File too large for upload, maximum size of files in batch is 10 MB',
  fileUploadFailed: (message: string) => `File uploading failed: ${message}`,
  batchTooLarge: 'Files exceed 10MBs. Please upload in 10MB Batches.',
  inProgress: 'Files uploading is in progress',
  pendingFiles: 'Please upload pending files or remove them.',
  fileDeleted: 'File Deleted',
  confirmUpload: 'Confirm Upload',
  noPictures: 'No Pictures Yet',
} as const;

export const STRIPE = {
  errorType: 'api_connection_error',
  loadFailed: 'Failed to load Stripe.',
} as const;

export const SIGN_OUT = {
  errorTitle: 'Error Signing Out',
  // Carespace wording of the described message:
  errorDescription: (message: string) =>
    `There was a server error signing you out: ${message}. If this persists, please clear your browser cookies.`,
} as const;

export const VERIFY_EMAIL = {
  success: 'Your email has been verified!',
  redirecting: "You'll be redirected automatically to your dashboard.",
  failure: "We're unable to verify your email.",
  continueToDashboard: 'Continue to Dashboard',
  missingKey: 'Missing validation key. Please check your email for the correct link.',
  invalidKey:
    'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
  // Carespace wording:
  failureHelp: `Please try again later, or contact us at ${SUPPORT_EMAIL}.`,
} as const;

export const TWO_FACTOR = {
  codeSent: 'New code sent to your registered phone number',
  resendCode: 'Resend 2FA Code',
  verify: 'Verify',
  preferenceSaved: '2FA Preference Saved',
} as const;

/** Security settings: change email, password and phone; phone verification. */
export const SECURITY = {
  emailDoesNotMatchAccount: 'Your account email does not match the record entered.',
  emailSameAsCurrent: 'Your new account email cannot be changed to your current email.',
  // Carespace wording: the link goes to the new address rather than the current email (so it proves the new
  // address), and the current one is told of the change.
  emailChangeSent:
    'A verification email has been sent to your new email address. Please check that inbox and verify to update your email.',
  passwordUpdated: 'Password Successfully Updated',
  phoneSameAsCurrent: 'This is current phone number.',
  phoneMismatch: 'Your phone number does not match.',
  phoneUpdated: 'Phone Number Successfully Updated',
  verifyPhoneFailed: (message: string) => `Error verifying phone number: ${message}`,
  phoneVerified: 'Verified: Thank you for verifying your phone number.',
} as const;

/** Carespace: sign-in slowed down after wrong passwords, and the code that proves an address at sign-up. */
export const SIGN_IN = {
  throttled: (wait: string) =>
    `For your security, signing in to this account is paused for ${wait} after several unsuccessful attempts. ` +
    'Please try again then, or reset your password to sign in right away.',
  resetNow: 'Reset your password now',
} as const;

export const SIGNUP_CODE = {
  sent: (email: string) =>
    `We sent a 6-digit code to ${email}. Enter it below to create your account. It expires in 10 minutes.`,
  resent: 'We sent you a new code. Only the newest code works.',
  resend: 'Resend code',
  changeEmail: 'Change email',
} as const;

/** Carespace wording for the appointment picker's disabled slots. */
export const APPOINTMENTS = {
  invalidDate: 'Please choose a valid date and time.',
  outOfRange: 'Please choose a date from tomorrow up to one month ahead.',
  weekdaysOnly: 'Appointments are available on weekdays only.',
  outsideHours: 'Please choose a time from 8:00 AM to before 5:00 PM Eastern Time.',
  notOnStep: 'Please choose a time on a 15-minute step (for example 9:00, 9:15, 9:30 or 9:45).',
} as const;

export const IDLE = {
  stillThere: 'Are you still there?',
  stillHere: 'Still here',
} as const;

export const PROPERTIES = {
  fetchFailed: 'Failed to fetch properties, please wait a bit and try again or contact support.',
  updateListingsFailed: 'Failed to update your listings.',
  listingsUpdatedTitle: 'Property',
  listingsUpdated: 'Your listings have been updated!',
  recentMatchesTitle: 'Your Most Recent Matches',
  viewAllMatches: 'View all matches',
  noMatches: 'You have no matches at this time.',
  propertySearchMap: 'Property Search Map',
  nearbyTitle: 'Recommended Nearby Properties',
  matchesTitle: 'Property Matches',
  listingsTitle: 'Your Property Listings',
  newProperty: 'New Property',
  myDrafts: 'My Drafts/Unlisted',
  backToProperties: 'Back to properties',
  changeListed: 'Change my listed properties',
  chooseTitle: 'Choose my Properties',
  saveListings: 'Save Listings',
  myDraftsLink: 'My Drafts/Unlisted Properties',
  badgeNew: 'New',
  badgeNotViewed: 'Not Viewed',
  moreTags: (count: number) => `+${count} More`,
  contactingHost: 'Contacting Host',
  approvedApplication: 'Approved Application',
  declinedApplication: 'Declined Application',
  // Carespace wording:
  nearbyTooltip: 'Properties within roughly 5 miles of your practice.',
  matchesEmpty: 'Our experts are gathering spaces for you. Meanwhile, explore the Property Search Map.',
} as const;

export const ACTIVITY_MAP = {
  title: `${PRODUCT_NAME} Activity`,
  refresh: 'Refresh Map',
  filterLessees: 'Filter Lessees',
  showAllLessees: 'Show All Lessees',
  onlyWithinSelectedState: 'Only Within Selected State',
  interestsCities: 'Interests Cities',
  noLessees: 'This state does not have any lessees interested in the area.',
  fetchFailed: 'Error: Unable to fetch lessees.',
  // Carespace wording:
  refreshNote: 'If the map is empty, refresh it once.',
} as const;

/** The admin console's account actions (Carespace wording for the named statuses). */
export const ADMIN_ACCOUNTS = {
  cannotChangeOwnStatus: 'You cannot deactivate or reactivate your own account. Ask another administrator.',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateBody:
    'They are signed out everywhere at once and cannot sign in again until an administrator reactivates the account. Their records stay as they are.',
  reactivateTitle: (name: string) => `Reactivate ${name}?`,
  reactivateBody:
    'They can sign in again with their current password. A lock from failed sign-ins is lifted too.',
  deactivated: (name: string) => `${name} is deactivated and signed out.`,
  reactivated: (name: string) => `${name} can sign in again.`,
} as const;

/** State licenses: the provider's Licenses tab, the admin's queue and the trust badge (Carespace wording, US spelling). */
export const LICENSES = {
  badge: 'License verified',
  badgeStates: (states: string) => `License verified by Carespace in ${states}`,
  numberRequired: 'Please enter the license number.',
  numberFormat:
    'Please enter the license number as it appears on the license: letters, digits, spaces, ".", "-" or "/".',
  expiryRequired: 'Please enter the expiration date.',
  expiryInvalid: 'Please enter the expiration date as YYYY-MM-DD.',
  expiryPast: 'This license has already expired. Please add a current license.',
  expiryTooFar: 'Please check the expiration date: it is more than 10 years away.',
  stateRequired: 'Please choose the state that issued the license.',
  reasonRequired: 'Please tell the provider why the license cannot be verified.',
  submitted: 'License added. We will email you once it is reviewed.',
  withdrawn: 'License withdrawn.',
  verified: (name: string, state: string) => `${name}'s ${state} license is verified.`,
  rejected: (name: string, state: string) => `${name}'s ${state} license was rejected.`,
} as const;

export const APPLICATIONS = {
  loadFailed: (message: string) => `Unable to load applications - ${message}`,
  loadFailedAccount: 'Unable to load applications',
  approved: 'Application approved, you can now start your communication with your potential guest.',
  rejected: 'Application Rejected.',
  reasonRequired: 'Please provide a reason',
  reasonOtherRequired: 'Please provide a reason other.',
  upgradeMembership: 'Upgrade Membership',
} as const;

export const PRESCRIPTIONS = {
  loadError: 'Error loading prescription',
  fetchAgain: 'Fetch again',
  noResults: 'No results to display',
  refreshList: 'Refresh List',
  sentExternally: 'I have already sent in this prescription externally',
  exitConfirm: 'Are you sure you want to exit? You have not accepted or rejected this prescription yet.',
  rejectReasonRequired: 'Please provide a reason',
  trackingRequired: 'Please enter tracking info or mark as shipped',
  trackingUpdated: 'Successfully updated tracking.',
  trackingFailed: (message: string) => `Error updating tracking: ${message}`,
  waitingShipment: 'Waiting shipment',
  shipped: 'Shipped',
  refills: '12 months',
  completeCheckout: 'Complete Checkout',
  learnMore: 'Learn more...',
  mostPopular: 'Most popular!',
  chooseDifferentMedication: 'Choose a different medication',
  // Carespace wording:
  uploadRequired: 'Please upload the prescription, or confirm that you have already sent it externally.',
  rejectExplanationRequired: 'Please provide an explanation.',
  referralNoteRequired: 'Please tell the patient why they should be seen in person.',
  noteTooLong: `Please enter no more than ${NOTE_MAX} characters.`,
  trackingReplaceConfirm:
    'Changing the tracking number sends a new confirmation email to the patient. Do you want to continue?',
  emergency: 'If you are having a medical emergency, call 911.',
} as const;

/** The treatment questionnaire at /get-started (Carespace wording). */
export const QUESTIONNAIRE = {
  stateNotServed: (stateName: string) =>
    `We're sorry: Carespace's online pharmacy is not available in ${stateName} yet. We are working on ` +
    'bringing treatment to more states; please check back soon.',
  ineligibleDefault:
    'Based on your answer, this treatment is not a safe choice to start online. Please talk with a doctor ' +
    'or clinic in person, who can examine you and find the right care.',
  saved: 'Your answers are saved.',
  answerRequired: (question: string) => `Please answer "${question}".`,
  answerInvalid: (question: string) => `The answer to "${question}" is not valid. Please choose again.`,
  answerOneOption: (question: string) => `Please choose one option for "${question}".`,
  answerOptions: (question: string) => `Please choose from the options listed for "${question}".`,
  answerNumber: (question: string) => `Please enter a number for "${question}".`,
  answerRange: (question: string, min: number, max: number) =>
    `Please enter a value from ${min} to ${max} for "${question}".`,
  answerTooLong: (question: string, max: number) =>
    `Please keep the answer to "${question}" under ${max} characters.`,
  answerFiles: (question: string) => `Please upload a photo or PDF for "${question}".`,
  answerNotShown: (question: string) => `"${question}" does not apply to your earlier answers.`,
  unknownQuestion: 'One of the answers does not belong to this step of the questionnaire.',
  unknownStep: 'This step is not part of the questionnaire.',
  emergency: 'If you are having a medical emergency, call 911.',
  crisis:
    'If you are thinking about harming yourself, please reach out now: call or text 988 (Suicide & Crisis ' +
    'Lifeline), available 24/7, or call 911 if you are in immediate danger.',
} as const;

export const PROFILE = {
  updateFailed: 'Unable to update profile. Please try again later.',
  organizationUpdateFailed: 'Unable to update organization. Please try again later.',
} as const;

export const NOTIFICATIONS = {
  saved: 'Alert Preferences - Successfully saved.',
} as const;

export const MEMBERSHIP = {
  genericError: 'Something went wrong. Please try again later',
  setupFailed: (message: string) =>
    `Error setting up membership: ${message}. Please try again or contact admin.`,
  customerInfoFailed: (message: string) => `Error retrieving customer info: ${message}`,
  missingOrganizationId: 'Missing Organization Id',
  free: 'Free',
  // Carespace wording:
  checkoutConfirmed: 'Your membership is active. Thank you!',
} as const;

/** The wRVU calculator's own validation messages (Carespace wording), shown by the page and the server alike. */
export const WRVU_MESSAGES = {
  volume: 'Please enter an annual volume as a whole number from 0 to 1,000,000.',
  noVolume: 'Please enter an annual volume for at least one code.',
  conversionFactor: 'Please enter a conversion factor in dollars per wRVU, above $0 and at most $1,000.',
  cpt: 'Please choose a code from the list.',
} as const;

// Short aliases for the templated messages named in the brief.
export const notPngJpeg = UPLOAD.notPngJpeg;
export const fileUploadFailed = UPLOAD.fileUploadFailed;
export const httpError = FETCH.httpError;
export const verifyPhoneFailed = SECURITY.verifyPhoneFailed;
