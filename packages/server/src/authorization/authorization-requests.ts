import { ACCOUNT_REQUESTS } from './account-requests.ts';
import { ADMIN_REQUESTS } from './admin-requests.ts';
import { BOOKING_REQUESTS } from './booking-requests.ts';
import { FILE_LICENSE_REQUESTS } from './file-license-requests.ts';
import { IN_PERSON_REQUESTS } from './in-person-requests.ts';
import { PRACTICE_REQUESTS } from './practice-requests.ts';
import { PRESCRIPTION_REQUESTS } from './prescription-requests.ts';
import { PUBLIC_REQUESTS } from './public-requests.ts';
import type { RouteRequests } from './request-helpers.ts';

export type { Call, CallContext, RouteRequests } from './request-helpers.ts';

/**
 * A valid request for every route of the authorization matrix, for any caller and case: one that passes the
 * route's schema, so the status it gets shows the caller's permission and nothing else. Objects a call uses up
 * (a decision, a deletion, an application, a key) are made anew for each call. Each group of routes keeps its
 * requests in a file of its own.
 */
export const AUTHORIZATION_REQUESTS: Record<string, RouteRequests> = {
  ...IN_PERSON_REQUESTS,
  ...BOOKING_REQUESTS,
  ...PUBLIC_REQUESTS,
  ...ACCOUNT_REQUESTS,
  ...ADMIN_REQUESTS,
  ...FILE_LICENSE_REQUESTS,
  ...PRESCRIPTION_REQUESTS,
  ...PRACTICE_REQUESTS,
};
