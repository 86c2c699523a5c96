import { type ContactMessage, ERRORS } from '@carespace/domain';
// The wrapped call alone, not the query hooks: the contact page and the footer stay without TanStack Query.
import { type ApiResult, apiPost } from '../../../lib/api-call.ts';

export interface MailingListResult {
  email: string;
  message: string;
}

/** Shown when the mailing-list call fails without a message of its own. */
export const MAILING_LIST_FAILED = ERRORS.UNABLE_TO_CREATE_CONTACT_MAILING_LIST.message;

/** POST /api/contact/mailing-list. Silent: the sign-up form shows its own outcome next to the field. */
export function joinMailingList(email: string): Promise<ApiResult<MailingListResult>> {
  return apiPost<MailingListResult>('/contact/mailing-list', { email }, { silent: true });
}

/** POST /api/contact; failures are toasted by the wrapped call. */
export function sendContactMessage(message: ContactMessage): Promise<ApiResult<{ message: string }>> {
  return apiPost<{ message: string }>('/contact', message);
}
