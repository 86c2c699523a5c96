/**
 * Card payments. Stripe in production (STRIPE_SECRET_KEY), a built-in sandbox offline; both are added
 * with the billing feature. Amounts are integer cents.
 */
export interface CheckoutRequest {
  customerEmail: string;
  priceId: string;
  mode: 'subscription' | 'payment';
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  subscriptionId: string | null;
}

export interface PaymentGateway {
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  createCustomerPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  nextPaymentDate(subscriptionId: string): Promise<Date | null>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Verifies a webhook's signature and returns its event, or null when the signature is wrong. */
  parseWebhook(payload: Buffer, signature: string): Promise<{ type: string; data: unknown } | null>;
}
