/**
 * Card payments, behind one port. Stripe in production (STRIPE_SECRET_KEY, official SDK); otherwise the built-in
 * sandbox gateway, which serves its own hosted checkout and customer-portal pages from this app and delivers
 * signed webhook events back to it, so every payment flow works offline. Amounts are integer cents.
 *
 * Features never see a provider's own shapes: both adapters translate to the types below.
 */

/** Why a checkout exists; carried in the session's and the subscription's metadata as `purpose`. */
export type PaymentPurpose = 'prescription' | 'membership' | 'booking';

export interface ShippingAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
}

export interface CheckoutRequest {
  customerEmail: string;
  /**
   * The provider's price id (empty for a one-off amount: then lineItemName and amountCents say what is charged,
   * as a booking's price is computed per booking): in the sandbox rx_medication.payment_price_id or its membership price; with Stripe the
   * price `npm run stripe:sync` recorded in stripe_price (or STRIPE_MEMBERSHIP_PRICE_ID).
   */
  priceId: string;
  mode: 'subscription' | 'payment';
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, replaced by the session's id (as Stripe does). */
  successUrl: string;
  cancelUrl: string;
  /** Ask the payer for a US shipping address (prescriptions). */
  collectShippingAddress: boolean;
  /** Copied onto the session and onto the subscription it creates. Must include `purpose`. */
  metadata: Record<string, string> & { purpose: PaymentPurpose };
  /**
   * What the payer is buying, shown on the sandbox's hosted checkout page (e.g. 'Sildenafil 50 mg tablet'), and
   * what it charges each period. Optional: Stripe ignores both (its price carries them), and without them the
   * sandbox looks the price id up in the medication catalogue.
   */
  lineItemName?: string;
  amountCents?: number;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  customerId: string | null;
  subscriptionId: string | null;
  shippingAddress: ShippingAddress | null;
  amountTotalCents: number | null;
  metadata: Record<string, string>;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface PaidInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  amountPaidCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** 'subscription_create' for the first period, 'subscription_cycle' for renewals. */
  billingReason: string;
  /** The subscription's metadata (purpose and the feature's own keys). */
  metadata: Record<string, string>;
  /** Tax included in amountPaidCents (0 when none was charged). */
  taxCents: number;
  /** ISO currency code, lower case ('usd'). */
  currency: string;
  /** The card charged: its brand and last four digits only; null when the provider did not say. */
  card: CardSummary | null;
  /** The provider's id of the charge that paid it (what a later refund names); null when unknown. */
  chargeId: string | null;
}

export interface CardSummary {
  /** As the provider names it: 'visa', 'mastercard', 'amex' … */
  brand: string;
  last4: string;
}

/** A charge refunded in whole or in part. Each event carries the total refunded so far. */
export interface RefundedCharge {
  chargeId: string;
  /** The invoice the charge paid, when the provider can tell. */
  invoiceId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  /** Metadata of the payment it belongs to (purpose and the feature's keys), looked up when the charge has none. */
  metadata: Record<string, string>;
}

/** What to refund: the charge an order recorded, else the invoice it paid. */
export interface RefundRequest {
  chargeId: string | null;
  invoiceId: string | null;
  amountCents: number;
  /** The payment's purpose and the feature's keys, so the refund event reaches the feature that owns it. */
  metadata: Record<string, string> & { purpose: PaymentPurpose };
}

/** An attempt to collect an invoice that failed (a card declined at renewal). */
export interface FailedInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  amountDueCents: number;
  /** 'subscription_create' for the first period, 'subscription_cycle' for renewals. */
  billingReason: string;
  attemptCount: number;
  /** When the provider will try again; null when it will not. */
  nextAttemptAt: Date | null;
  metadata: Record<string, string>;
}

/** A webhook event, already verified and translated. `id` is the provider's event id (the idempotency key). */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; session: CheckoutSession }
  | { id: string; type: 'invoice.paid'; invoice: PaidInvoice }
  | { id: string; type: 'invoice.payment_failed'; invoice: FailedInvoice }
  | { id: string; type: 'charge.refunded'; charge: RefundedCharge }
  | { id: string; type: 'subscription.updated'; subscription: SubscriptionInfo }
  | { id: string; type: 'subscription.canceled'; subscription: SubscriptionInfo }
  | { id: string; type: 'ignored'; providerType: string };

export interface PaymentGateway {
  /** 'stripe' or 'sandbox': for logs and the OpenAPI description only. */
  readonly kind: 'stripe' | 'sandbox';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionInfo | null>;
  /** Null when the provider has no such customer (a record from another account or a reset sandbox). */
  createCustomerPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  nextPaymentDate(subscriptionId: string): Promise<Date | null>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives a payment back in full (a request referred for an in-person visit). The provider then reports it as
   * `charge.refunded`, which records it on the order and emails the receipt, as a refund from its dashboard does.
   */
  refundPayment(payment: RefundRequest): Promise<void>;
  /**
   * Verifies a webhook's signature over the raw body and translates the event; null when the signature is
   * missing or wrong (the caller answers 400 and changes nothing). A correctly signed body that is not an event
   * (not JSON, or without an id, a type or an object) throws MalformedWebhookError (also a 400).
   */
  parseWebhook(payload: Buffer, signature: string | undefined): Promise<PaymentEvent | null>;
  /**
   * Refunds part or all of a one-off payment made through a checkout session (mode 'payment'); answers the
   * provider's refund id. Throws when the provider refuses (the caller changes nothing then).
   */
  refundCheckout(checkoutSessionId: string, amountCents: number): Promise<string>;
  /** Opens a payout (connected) account for a host; answers its id. Stripe: a Connect Express account. */
  createPayoutAccount(email: string): Promise<string>;
  /** Where the host goes to finish setting the account up; they come back to returnUrl. */
  payoutOnboardingUrl(accountId: string, returnUrl: string): Promise<string>;
  /** Whether the host has finished onboarding (the account can receive payouts). */
  payoutAccountReady(accountId: string): Promise<boolean>;
  /**
   * Sends a host's share to their payout account; answers the provider's transfer id. The same key always
   * answers the same transfer, so a payout tried twice (two tabs, a retry after a crash) moves the money once.
   */
  transferToPayoutAccount(accountId: string, amountCents: number, key: string): Promise<string>;
}
