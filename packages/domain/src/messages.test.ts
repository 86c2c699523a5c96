import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MAP,
  APPLICATIONS,
  APPOINTMENTS,
  BANNERS,
  DESCRIPTION,
  FETCH,
  fileUploadFailed,
  HOME,
  httpError,
  IDLE,
  LOADING,
  MEMBERSHIP,
  NOTIFICATIONS,
  notPngJpeg,
  PRESCRIPTIONS,
  PROFILE,
  PROPERTIES,
  SECURITY,
  SIGN_OUT,
  STRIPE,
  TWO_FACTOR,
  UPLOAD,
  VALIDATION,
  VERIFY_EMAIL,
  verifyPhoneFailed,
} from './messages.ts';

// Every expected string is written out here on purpose: these are the contract, verbatim.

describe('public site and sign-in messages', () => {
  it('validation', () => {
    expect(VALIDATION.required).toBe('Please fill out this field.');
    expect(VALIDATION.invalid).toBe('This input is not valid.');
    expect(VALIDATION.lettersOnly).toBe('Please only enter alphabetical characters.');
    expect(VALIDATION.zipcode).toBe('Please enter a valid 5-digit zipcode.');
    expect(VALIDATION.zipcodeLookup).toBe('Please enter a valid Zipcode.');
    expect(VALIDATION.addressLineOneRequired).toBe('Please input your address');
    expect(VALIDATION.cityRequired).toBe('Please input your city');
    expect(VALIDATION.usStateRequired).toBe('Please input your state');
    expect(VALIDATION.zipcodeRequired).toBe('Please input your zipcode');
    expect(VALIDATION.passwordTooShort).toBe('Your password must be greater than 8 characters.');
    expect(VALIDATION.passwordMismatch).toBe('Your passwords do not match.');
    expect(VALIDATION.acceptAgreement).toBe('Please accept before continuing.');
    expect(VALIDATION.multiEntryBlank).toBe('Please specify or delete this field.');
    expect(VALIDATION.multiEntryMax).toBe('Maximum inputs reached');
  });

  it('validation (Carespace wording)', () => {
    expect(VALIDATION.phone).toBe('Please enter a valid 10-digit phone number.');
    expect(VALIDATION.email).toBe('Please enter a valid email address.');
    expect(VALIDATION.usState).toBe('Please select a valid US state.');
    expect(VALIDATION.passwordTooLong).toBe('Your password must be at most 128 characters.');
    expect(VALIDATION.passwordTooCommon).toBe('This password is too common. Please choose another.');
    expect(VALIDATION.month).toBe('Please select a valid month.');
    expect(VALIDATION.day).toBe('Please select a valid day.');
    expect(VALIDATION.year).toBe('Please select a valid year.');
    expect(VALIDATION.twoFactorCode).toBe('Please enter the 6-digit code.');
    expect(VALIDATION.yearsPracticed).toBe('Years practiced cannot be negative.');
    expect(VALIDATION.npi).toBe('Please enter a valid 10-digit NPI.');
    expect(VALIDATION.ein).toBe('Please enter a valid 9-digit EIN.');
    expect(VALIDATION.fax).toBe('Please enter a valid 10-digit fax number.');
    expect(VALIDATION.tooLong(1000)).toBe('Please enter no more than 1000 characters.');
  });

  it('description check', () => {
    expect(DESCRIPTION.phoneWarning).toBe(
      'We detected a possible phone number in the description, please format with spaces if that was not the case.',
    );
    expect(DESCRIPTION.emailOrWebsiteWarning).toBe(
      'We detected a possible email or website in the description, please format with spaces if that was not the case.',
    );
  });

  it('uploads', () => {
    expect(UPLOAD.notPngJpeg('scan.gif')).toBe('scan.gif is not a png/jpeg file');
    expect(notPngJpeg('a.bmp')).toBe('a.bmp is not a png/jpeg file');
    expect(UPLOAD.fileTooLarge).toBe('File too large for upload, maximum size of files in batch is 10 MB');
    expect(UPLOAD.fileUploadFailed('disk full')).toBe('File uploading failed: disk full');
    expect(fileUploadFailed('x')).toBe('File uploading failed: x');
    expect(UPLOAD.batchTooLarge).toBe('Files exceed 10MBs. Please upload in 10MB Batches.');
    expect(UPLOAD.inProgress).toBe('Files uploading is in progress');
    expect(UPLOAD.pendingFiles).toBe('Please upload pending files or remove them.');
    expect(UPLOAD.fileDeleted).toBe('File Deleted');
    expect(UPLOAD.confirmUpload).toBe('Confirm Upload');
    expect(UPLOAD.noPictures).toBe('No Pictures Yet');
  });

  it('loading page', () => {
    expect(LOADING.loading).toBe('Loading...');
    expect(LOADING.timeout).toBe('This page is taking too long to load. Please try again later.');
    expect(LOADING.error).toBe('There was an error loading. Please refresh and try again.');
  });

  it('fetch helpers', () => {
    expect(FETCH.somethingWentWrong).toBe('Something went wrong');
    expect(FETCH.sessionExpired).toBe('Session expired');
    expect(FETCH.notFound).toBe('Page or object not found');
    expect(FETCH.notFoundWithStatus).toBe('404: Page or object not found');
    expect(FETCH.connectionError).toBe('504: Connection error');
    expect(FETCH.invalidJson).toBe('Response does not seem to be a valid JSON');
    expect(FETCH.httpError(502)).toBe('HTTP 502: Server reported an error');
    expect(httpError(418)).toBe('HTTP 418: Server reported an error');
    expect(FETCH.unsuccessful).toBe('Server report unsuccessful operation');
    expect(FETCH.noSuggestions).toBe('No suggestions at this time');
    expect(STRIPE.errorType).toBe('api_connection_error');
    expect(STRIPE.loadFailed).toBe('Failed to load Stripe.');
  });

  it('sign out', () => {
    expect(SIGN_OUT.errorTitle).toBe('Error Signing Out');
    expect(SIGN_OUT.errorDescription('timeout')).toBe(
      'There was a server error signing you out: timeout. If this persists, please clear your browser cookies.',
    );
  });

  it('email verification', () => {
    expect(VERIFY_EMAIL.success).toBe('Your email has been verified!');
    expect(VERIFY_EMAIL.redirecting).toBe("You'll be redirected automatically to your dashboard.");
    expect(VERIFY_EMAIL.failure).toBe("We're unable to verify your email.");
    expect(VERIFY_EMAIL.continueToDashboard).toBe('Continue to Dashboard');
    expect(VERIFY_EMAIL.missingKey).toBe(
      'Missing validation key. Please check your email for the correct link.',
    );
    expect(VERIFY_EMAIL.invalidKey).toBe(
      'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
    );
    expect(VERIFY_EMAIL.failureHelp).toBe(
      'Please try again later, or contact us at support@carespace.health.',
    );
  });

  it('two-factor', () => {
    expect(TWO_FACTOR.codeSent).toBe('New code sent to your registered phone number');
    expect(TWO_FACTOR.resendCode).toBe('Resend 2FA Code');
    expect(TWO_FACTOR.verify).toBe('Verify');
    expect(TWO_FACTOR.preferenceSaved).toBe('2FA Preference Saved');
  });

  it('security settings', () => {
    expect(SECURITY.emailDoesNotMatchAccount).toBe('Your account email does not match the record entered.');
    expect(SECURITY.emailSameAsCurrent).toBe(
      'Your new account email cannot be changed to your current email.',
    );
    expect(SECURITY.emailChangeSent).toBe(
      'A verification email has been sent to your new email address. Please check that inbox and verify to update your email.',
    );
    expect(SECURITY.passwordUpdated).toBe('Password Successfully Updated');
    expect(SECURITY.phoneSameAsCurrent).toBe('This is current phone number.');
    expect(SECURITY.phoneMismatch).toBe('Your phone number does not match.');
    expect(SECURITY.phoneUpdated).toBe('Phone Number Successfully Updated');
    expect(SECURITY.verifyPhoneFailed('bad number')).toBe('Error verifying phone number: bad number');
    expect(verifyPhoneFailed('x')).toBe('Error verifying phone number: x');
    expect(SECURITY.phoneVerified).toBe('Verified: Thank you for verifying your phone number.');
  });

  it('idle gate, home chooser, banners', () => {
    expect(IDLE.stillThere).toBe('Are you still there?');
    expect(IDLE.stillHere).toBe('Still here');
    expect(HOME.chooserTitle).toBe('What can we help with?');
    expect(HOME.moreQuestions).toBe('Have more questions?');
    expect(HOME.getInTouch).toBe('Get in touch');
    expect(HOME.whoWeAre).toBe('Who We Are');
    expect(BANNERS.freeMonth).toBe('Get your first month free on any medication subscription.');
    expect(BANNERS.unsupportedBrowser).toBe(
      'Your browser is not supported, so parts of this site may not work. Please use the latest version of Chrome.',
    );
  });

  it('appointments (Carespace wording)', () => {
    expect(APPOINTMENTS.invalidDate).toBe('Please choose a valid date and time.');
    expect(APPOINTMENTS.outOfRange).toBe('Please choose a date from tomorrow up to one month ahead.');
    expect(APPOINTMENTS.weekdaysOnly).toBe('Appointments are available on weekdays only.');
    expect(APPOINTMENTS.outsideHours).toBe(
      'Please choose a time from 8:00 AM to before 5:00 PM Eastern Time.',
    );
    expect(APPOINTMENTS.notOnStep).toBe(
      'Please choose a time on a 15-minute step (for example 9:00, 9:15, 9:30 or 9:45).',
    );
  });
});

describe('signed-in area messages', () => {
  it('properties', () => {
    expect(PROPERTIES.fetchFailed).toBe(
      'Failed to fetch properties, please wait a bit and try again or contact support.',
    );
    expect(PROPERTIES.updateListingsFailed).toBe('Failed to update your listings.');
    expect(PROPERTIES.listingsUpdatedTitle).toBe('Property');
    expect(PROPERTIES.listingsUpdated).toBe('Your listings have been updated!');
    expect(PROPERTIES.recentMatchesTitle).toBe('Your Most Recent Matches');
    expect(PROPERTIES.viewAllMatches).toBe('View all matches');
    expect(PROPERTIES.noMatches).toBe('You have no matches at this time.');
    expect(PROPERTIES.propertySearchMap).toBe('Property Search Map');
    expect(PROPERTIES.nearbyTitle).toBe('Recommended Nearby Properties');
    expect(PROPERTIES.matchesTitle).toBe('Property Matches');
    expect(PROPERTIES.listingsTitle).toBe('Your Property Listings');
    expect(PROPERTIES.newProperty).toBe('New Property');
    expect(PROPERTIES.myDrafts).toBe('My Drafts/Unlisted');
    expect(PROPERTIES.backToProperties).toBe('Back to properties');
    expect(PROPERTIES.changeListed).toBe('Change my listed properties');
    expect(PROPERTIES.chooseTitle).toBe('Choose my Properties');
    expect(PROPERTIES.saveListings).toBe('Save Listings');
    expect(PROPERTIES.myDraftsLink).toBe('My Drafts/Unlisted Properties');
    expect(PROPERTIES.badgeNew).toBe('New');
    expect(PROPERTIES.badgeNotViewed).toBe('Not Viewed');
    expect(PROPERTIES.moreTags(3)).toBe('+3 More');
    expect(PROPERTIES.contactingHost).toBe('Contacting Host');
    expect(PROPERTIES.approvedApplication).toBe('Approved Application');
    expect(PROPERTIES.declinedApplication).toBe('Declined Application');
    expect(PROPERTIES.nearbyTooltip).toBe('Properties within roughly 5 miles of your practice.');
    expect(PROPERTIES.matchesEmpty).toBe(
      'Our experts are gathering spaces for you. Meanwhile, explore the Property Search Map.',
    );
  });

  it('activity map', () => {
    expect(ACTIVITY_MAP.title).toBe('Carespace Activity');
    expect(ACTIVITY_MAP.refresh).toBe('Refresh Map');
    expect(ACTIVITY_MAP.filterLessees).toBe('Filter Lessees');
    expect(ACTIVITY_MAP.showAllLessees).toBe('Show All Lessees');
    expect(ACTIVITY_MAP.onlyWithinSelectedState).toBe('Only Within Selected State');
    expect(ACTIVITY_MAP.interestsCities).toBe('Interests Cities');
    expect(ACTIVITY_MAP.noLessees).toBe('This state does not have any lessees interested in the area.');
    expect(ACTIVITY_MAP.fetchFailed).toBe('Error: Unable to fetch lessees.');
    expect(ACTIVITY_MAP.refreshNote).toBe('If the map is empty, refresh it once.');
  });

  it('applications', () => {
    expect(APPLICATIONS.loadFailed('timeout')).toBe('Unable to load applications - timeout');
    expect(APPLICATIONS.loadFailedAccount).toBe('Unable to load applications');
    expect(APPLICATIONS.approved).toBe(
      'Application approved, you can now start your communication with your potential guest.',
    );
    expect(APPLICATIONS.rejected).toBe('Application Rejected.');
    expect(APPLICATIONS.reasonRequired).toBe('Please provide a reason');
    expect(APPLICATIONS.reasonOtherRequired).toBe('Please provide a reason other.');
    expect(APPLICATIONS.upgradeMembership).toBe('Upgrade Membership');
  });

  it('prescriptions', () => {
    expect(PRESCRIPTIONS.loadError).toBe('Error loading prescription');
    expect(PRESCRIPTIONS.fetchAgain).toBe('Fetch again');
    expect(PRESCRIPTIONS.noResults).toBe('No results to display');
    expect(PRESCRIPTIONS.refreshList).toBe('Refresh List');
    expect(PRESCRIPTIONS.sentExternally).toBe('I have already sent in this prescription externally');
    expect(PRESCRIPTIONS.exitConfirm).toBe(
      'Are you sure you want to exit? You have not accepted or rejected this prescription yet.',
    );
    expect(PRESCRIPTIONS.rejectReasonRequired).toBe('Please provide a reason');
    expect(PRESCRIPTIONS.trackingRequired).toBe('Please enter tracking info or mark as shipped');
    expect(PRESCRIPTIONS.trackingUpdated).toBe('Successfully updated tracking.');
    expect(PRESCRIPTIONS.trackingFailed('no order')).toBe('Error updating tracking: no order');
    expect(PRESCRIPTIONS.waitingShipment).toBe('Waiting shipment');
    expect(PRESCRIPTIONS.shipped).toBe('Shipped');
    expect(PRESCRIPTIONS.refills).toBe('12 months');
    expect(PRESCRIPTIONS.completeCheckout).toBe('Complete Checkout');
    expect(PRESCRIPTIONS.learnMore).toBe('Learn more...');
    expect(PRESCRIPTIONS.mostPopular).toBe('Most popular!');
    expect(PRESCRIPTIONS.chooseDifferentMedication).toBe('Choose a different medication');
    expect(PRESCRIPTIONS.uploadRequired).toBe(
      'Please upload the prescription, or confirm that you have already sent it externally.',
    );
    expect(PRESCRIPTIONS.rejectExplanationRequired).toBe('Please provide an explanation.');
    expect(PRESCRIPTIONS.noteTooLong).toBe('Please enter no more than 255 characters.');
    expect(PRESCRIPTIONS.trackingReplaceConfirm).toBe(
      'Changing the tracking number sends a new confirmation email to the patient. Do you want to continue?',
    );
    expect(PRESCRIPTIONS.emergency).toBe('If you are having a medical emergency, call 911.');
  });

  it('profile, notifications, membership', () => {
    expect(PROFILE.updateFailed).toBe('Unable to update profile. Please try again later.');
    expect(PROFILE.organizationUpdateFailed).toBe('Unable to update organization. Please try again later.');
    expect(NOTIFICATIONS.saved).toBe('Alert Preferences - Successfully saved.');
    expect(MEMBERSHIP.genericError).toBe('Something went wrong. Please try again later');
    expect(MEMBERSHIP.setupFailed('card declined')).toBe(
      'Error setting up membership: card declined. Please try again or contact admin.',
    );
    expect(MEMBERSHIP.customerInfoFailed('not found')).toBe('Error retrieving customer info: not found');
    expect(MEMBERSHIP.missingOrganizationId).toBe('Missing Organization Id');
    expect(MEMBERSHIP.free).toBe('Free');
    expect(MEMBERSHIP.checkoutConfirmed).toBe('Your membership is active. Thank you!');
  });
});
