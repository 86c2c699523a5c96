import { describe, expect, it } from 'vitest';
import { ERRORS, GENERIC_ERROR_MESSAGE, publicError, STATUS, TRY_AGAIN_SUFFIX } from './errors.ts';

describe('error catalogue', () => {
  it('has the generic suffix verbatim', () => {
    expect(TRY_AGAIN_SUFFIX).toBe('Please try again later, or contact support if this problem persists.');
    expect(GENERIC_ERROR_MESSAGE).toBe(
      'Something went wrong. Please try again later, or contact support if this problem persists.',
    );
  });

  it('pins the auth codes', () => {
    expect(ERRORS.INCORRECT_PASSWORD).toEqual({
      status: 401,
      message: "We don't recognize the email and password combination you provided. Please try again.",
      isInformation: false,
      hidden: false,
    });
    expect(ERRORS.UNVERIFIED_EMAIL.status).toBe(401);
    expect(ERRORS.UNVERIFIED_EMAIL.isInformation).toBe(true);
    expect(ERRORS.DEACTIVATED_ACCOUNT.status).toBe(401);
    expect(ERRORS.NO_ADMIN_PRIVILEGES.status).toBe(403);
    expect(ERRORS.RESET_LINK_INVALID.status).toBe(400);
    expect(ERRORS.RESET_LINK_EXPIRED.status).toBe(404);
    expect(ERRORS.VERIFICATION_LINK_EXPIRED.status).toBe(404);
    expect(ERRORS.INVALID_2FA_AUTH.status).toBe(401);
    expect(ERRORS.INVALID_USER_AUTH.status).toBe(401);
    expect(ERRORS.UNABLE_TO_UPDATE_LAST_LOGIN).toMatchObject({ status: 500, hidden: true });
    for (const code of [
      'UNABLE_TO_SEND_EMAIL_VERIFICATION',
      'UNABLE_TO_SEND_RESET_PASSWORD_EMAIL',
      'UNABLE_TO_RESET_PASSWORD',
      'UNABLE_TO_LOG_IN',
      'UNABLE_TO_VERIFY_EMAIL',
    ] as const) {
      expect(ERRORS[code]).toMatchObject({ status: 500, hidden: false });
    }
  });

  it('pins the other groups', () => {
    expect(ERRORS.UNABLE_TO_CREATE_ACCOUNT.status).toBe(500);
    expect(ERRORS.UNABLE_TO_UPDATE_PROVIDER.status).toBe(500);
    expect(ERRORS.DUPLICATE_EMAIL).toMatchObject({ status: 401, isInformation: true });
    expect(ERRORS.UNABLE_TO_GET_QUESTIONNAIRE.status).toBe(500);
    expect(ERRORS.UNABLE_TO_SUBMIT_QUESTIONNAIRE.status).toBe(500);
    expect(ERRORS.UNABLE_TO_GET_PRESCRIPTION.status).toBe(500);
    expect(ERRORS.FAILED_TO_POST_PRESCRIPTION.status).toBe(500);
    expect(ERRORS.UNABLE_TO_CREATE_CONTACT.hidden).toBe(true);
    expect(ERRORS.UNABLE_TO_SEND_EMAIL.hidden).toBe(true);
    expect(ERRORS.INVALID_TEMPLATE_ID.hidden).toBe(true);
    expect(ERRORS.UNABLE_TO_CREATE_CONTACT_MAILING_LIST).toMatchObject({ status: 500, hidden: false });
    expect(ERRORS.UNABLE_TO_SEND_TEXT.status).toBe(500);
    expect(ERRORS.UNABLE_TO_CREATE_CUSTOMER.hidden).toBe(true);
    expect(ERRORS.UNABLE_TO_FIND_CUSTOMER.hidden).toBe(true);
    expect(ERRORS.UNABLE_TO_CHECKOUT.hidden).toBe(false);
    expect(ERRORS.UNABLE_TO_FIND_SESSION.hidden).toBe(false);
    expect(ERRORS.TRANSACTION_FAILED.hidden).toBe(true);
    expect(ERRORS.AUDIT_FAILED.hidden).toBe(true);
    expect(ERRORS.INSERT_FAILED.hidden).toBe(true);
    expect(ERRORS.GET_REFERENCES_FAILED.hidden).toBe(false);
    expect(ERRORS.UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION.status).toBe(500);
    expect(ERRORS.GATEWAY_TIMEOUT.status).toBe(504);
    expect(ERRORS.FEEDBACK_ADD_FAILED.status).toBe(500);
    expect(ERRORS.FEEDBACK_GET_FAILED.status).toBe(500);
    expect(ERRORS.UNABLE_TO_RECEIVE_CONTACT.status).toBe(500);
    expect(ERRORS.UNABLE_TO_SEND_WRVU_RESULTS.status).toBe(500);
    expect(ERRORS.VALIDATION_FAILED).toMatchObject({ status: 400, message: 'This input is not valid.' });
    expect(ERRORS.PAYLOAD_TOO_LARGE.message).toBe(
      'File too large for upload, maximum size of files in batch is 10 MB',
    );
    expect(ERRORS.ER_FILE_SIZE).toEqual({
      status: 413,
      message: 'File too large for upload, maximum size of files in batch is 10 MB',
      isInformation: false,
      hidden: false,
    });
  });

  it('hides internal errors from clients', () => {
    expect(publicError('UNABLE_TO_UPDATE_LAST_LOGIN')).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again later, or contact support if this problem persists.',
      isInformation: false,
    });
    expect(publicError('NO_ADMIN_PRIVILEGES')).toEqual({
      code: 'NO_ADMIN_PRIVILEGES',
      message: 'This page is only available to administrators.',
      isInformation: false,
    });
    expect(publicError('UNVERIFIED_EMAIL').isInformation).toBe(true);
  });

  it('lists the spec status constants', () => {
    expect(Object.values(STATUS)).toEqual(
      expect.arrayContaining([200, 201, 202, 301, 400, 401, 402, 403, 404, 500, 501, 504]),
    );
  });
});
