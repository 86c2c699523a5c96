import type { ContactMessage } from '@carespace/domain';
import { type ApiResult, apiPost } from '../../../lib/api-client.ts';

export interface MailingListResult {
  email: string;
  message: string;
}

/** POST /api/contact/mailing-list. Silent: the sign-up form shows its own outcome next to the field. */
export function joinMailingList(email: string): Promise<ApiResult<MailingListResult>> {
  return apiPost<MailingListResult>('/contact/mailing-list', { email }, { silent: true });
}

/** POST /api/contact; failures are toasted by the wrapped call (spec 01 §8). */
export function sendContactMessage(message: ContactMessage): Promise<ApiResult<{ message: string }>> {
  return apiPost<{ message: string }>('/contact', message);
}
