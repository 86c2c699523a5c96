import type { CheckoutSessionConfirmResult, PrescriptionSubscriptionGroup } from '@carespace/domain';
import { type ApiResult, apiPost, useApiQuery } from '../../../lib/api-client.ts';

export const SUBSCRIPTIONS_KEY = ['prescription', 'subscription'] as const;

/** GET /prescription/subscription: the patient's own entries, grouped by treatment category, newest first. */
export function useSubscriptions() {
  return useApiQuery<PrescriptionSubscriptionGroup[]>(SUBSCRIPTIONS_KEY, '/prescription/subscription', {
    silent: true,
  });
}

/**
 * POST /card-payment/checkout-session: the return from checkout confirms the session (marks the request paid if
 * the payment's own notice has not yet). Failures are shown by the API client (UNABLE_TO_FIND_SESSION).
 */
export function confirmCheckoutSession(sessionId: string): Promise<ApiResult<CheckoutSessionConfirmResult>> {
  return apiPost<CheckoutSessionConfirmResult>('/card-payment/checkout-session', { sessionId });
}
