import type {
  CheckoutRequest,
  CheckoutSession,
  FailedInvoice,
  PaymentEvent,
  PaymentGateway,
  RefundRequest,
  SubscriptionInfo,
} from '../payment-gateway.ts';
import type { CardFormValues } from './card-form.ts';
import * as repo from './sandbox.repository.ts';
import type { SandboxCheckoutView, SandboxPayOutcome } from './sandbox-checkout.ts';
import * as checkout from './sandbox-checkout.ts';
import type { SandboxContext, SandboxGatewayOptions, WebhookDelivery } from './sandbox-context.ts';
import { parseSandboxWebhook } from './sandbox-events.ts';
import * as payouts from './sandbox-payouts.ts';
import * as refunds from './sandbox-refunds.ts';
import type { SandboxPortalView } from './sandbox-subscriptions.ts';
import * as subscriptions from './sandbox-subscriptions.ts';

export type { SandboxCheckoutView, SandboxPayOutcome } from './sandbox-checkout.ts';
export {
  addOneMonth,
  SANDBOX_CARD,
  type SandboxGatewayOptions,
  type SandboxPriceLookup,
  sandboxChargeId,
  type WebhookDelivery,
} from './sandbox-context.ts';
export type { SandboxPortalView } from './sandbox-subscriptions.ts';

/**
 * The built-in payment provider used when Stripe is not configured. It keeps its own customers, sessions,
 * subscriptions and invoices in PostgreSQL, serves a hosted checkout page and a customer portal from this app
 * (see sandbox.routes.ts), and posts events to the app's webhook signed exactly as Stripe signs them, so
 * the real webhook route, its signature check and its idempotency run on every sandbox payment.
 * The work is done in the files beside this one: checkout sessions, subscriptions and the portal, refunds,
 * payout accounts, and the events sent to the app.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  private readonly ctx: SandboxContext;

  constructor(options: SandboxGatewayOptions) {
    this.ctx = {
      db: options.db,
      publicUrl: options.publicUrl,
      webhookSecret: options.webhookSecret,
      priceOf: options.priceOf,
      now: options.now ?? (() => new Date()),
      deliver: null,
    };
  }

  /** Set once the app is built: events go to its webhook route in-process. */
  connectWebhook(deliver: WebhookDelivery): void {
    this.ctx.deliver = deliver;
  }

  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    return checkout.createCheckoutSession(this.ctx, request);
  }

  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null> {
    return checkout.retrieveCheckoutSession(this.ctx, sessionId);
  }

  retrieveSubscription(subscriptionId: string): Promise<SubscriptionInfo | null> {
    return subscriptions.retrieveSubscription(this.ctx, subscriptionId);
  }

  createCustomerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    return subscriptions.createCustomerPortalUrl(this.ctx, customerId, returnUrl);
  }

  nextPaymentDate(subscriptionId: string): Promise<Date | null> {
    return subscriptions.nextPaymentDate(this.ctx, subscriptionId);
  }

  cancelSubscription(subscriptionId: string): Promise<void> {
    return subscriptions.cancelSubscription(this.ctx, subscriptionId);
  }

  refundPayment(payment: RefundRequest): Promise<void> {
    return refunds.refundPayment(this.ctx, payment);
  }

  async parseWebhook(payload: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    return parseSandboxWebhook(this.ctx, payload, signature);
  }

  refundCheckout(checkoutSessionId: string, amountCents: number): Promise<string> {
    return refunds.refundCheckout(this.ctx, checkoutSessionId, amountCents);
  }

  createPayoutAccount(email: string): Promise<string> {
    return payouts.createPayoutAccount(this.ctx, email);
  }

  payoutOnboardingUrl(accountId: string, returnUrl: string): Promise<string> {
    return payouts.payoutOnboardingUrl(this.ctx, accountId, returnUrl);
  }

  payoutAccountReady(accountId: string): Promise<boolean> {
    return payouts.payoutAccountReady(this.ctx, accountId);
  }

  transferToPayoutAccount(accountId: string, amountCents: number, key: string): Promise<string> {
    return payouts.transferToPayoutAccount(this.ctx, accountId, amountCents, key);
  }

  // --- The hosted pages' operations (not part of the port) -------------------------------------------------

  checkoutView(sessionId: string): Promise<SandboxCheckoutView | null> {
    return checkout.checkoutView(this.ctx, sessionId);
  }

  pay(sessionId: string, values: CardFormValues): Promise<SandboxPayOutcome> {
    return checkout.pay(this.ctx, sessionId, values);
  }

  connectAccount(accountId: string) {
    return repo.findConnectAccount(this.ctx.db, accountId);
  }

  completeOnboarding(accountId: string): Promise<string | null> {
    return payouts.completeOnboarding(this.ctx, accountId);
  }

  portalView(token: string): Promise<SandboxPortalView | null> {
    return subscriptions.portalView(this.ctx, token);
  }

  cancelAtPeriodEnd(token: string, subscriptionId: string): Promise<boolean> {
    return subscriptions.cancelAtPeriodEnd(this.ctx, token, subscriptionId);
  }

  // --- Development and tests: what Stripe's dashboard and its clock would do ------------------------------

  advanceClock(
    subscriptionId: string,
  ): Promise<{ subscription: SubscriptionInfo; invoiceId: string | null } | null> {
    return subscriptions.advanceClock(this.ctx, subscriptionId);
  }

  refundInvoice(invoiceId: string): Promise<boolean> {
    return refunds.refundInvoice(this.ctx, invoiceId);
  }

  refundCheckoutFromDashboard(sessionId: string, totalRefundedCents: number): Promise<boolean> {
    return refunds.refundCheckoutFromDashboard(this.ctx, sessionId, totalRefundedCents);
  }

  declineRenewal(subscriptionId: string): Promise<FailedInvoice | null> {
    return subscriptions.declineRenewal(this.ctx, subscriptionId);
  }
}
