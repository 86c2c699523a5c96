import type { CheckoutRedirect, MembershipBilling } from '@carespace/domain';
import { queryApi, useApiQuery } from '../../../lib/api-client.ts';

const orgQuery = (organizationId?: string | null) =>
  organizationId ? `?organizationId=${encodeURIComponent(organizationId)}` : '';

export const membershipKey = (organizationId?: string | null) =>
  ['billing', 'membership', organizationId ?? 'mine'] as const;

/** GET /api/card-payment/membership: the organization's plan, status and paid period. */
export function useMembership(organizationId: string | null | undefined, enabled = true) {
  return useApiQuery<MembershipBilling>(
    membershipKey(organizationId),
    `/card-payment/membership${orgQuery(organizationId)}`,
    { staleTime: 0, enabled, silent: true },
  );
}

/** GET /api/card-payment/subscription-info: the next payment in unix seconds (null when none will be taken). */
export function useNextMembershipPayment(organizationId: string | null | undefined, enabled: boolean) {
  return useApiQuery<number | null>(
    ['billing', 'next-payment', organizationId ?? 'mine'],
    `/card-payment/subscription-info${orgQuery(organizationId)}`,
    { staleTime: 0, enabled, silent: true },
  );
}

/** POST /api/card-payment/membership: the checkout the browser goes to. */
export function startMembershipCheckout(body: { userId?: string; organizationId: string }) {
  return queryApi<CheckoutRedirect>('/card-payment/membership', { method: 'POST', body });
}

/** POST /api/card-payment/checkout-session: confirms the checkout the payment page returned from. */
export function confirmMembershipCheckout(sessionId: string, organizationId: string) {
  return queryApi<MembershipBilling>('/card-payment/checkout-session', {
    method: 'POST',
    body: { sessionId, organizationId },
  });
}

/** POST /api/card-payment/customer-portal/{organizationId}: the payment portal's url. */
export function membershipPortalUrl(organizationId: string) {
  return queryApi<string>(`/card-payment/customer-portal/${encodeURIComponent(organizationId)}`, {
    method: 'POST',
  });
}
