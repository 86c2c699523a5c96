import Stripe from 'stripe';
import type {
  CardSummary,
  CheckoutRequest,
  CheckoutSession,
  FailedInvoice,
  PaidInvoice,
  PaymentEvent,
  PaymentGateway,
  RefundedCharge,
  RefundRequest,
  SubscriptionInfo,
} from './payment-gateway.ts';
import { createStripeClient, type StripeClientOptions } from './stripe-client.ts';
import { MalformedWebhookError, readEventEnvelope } from './webhook-event.ts';

export interface StripeGatewayOptions extends StripeClientOptions {
  webhookSecret: string;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Brand and last four of the card a charge used; nothing else of the card is read. */
export function cardOfCharge(charge: Stripe.Charge | null | undefined): CardSummary | null {
  const card = charge?.payment_method_details?.card;
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null;
}

function subscriptionStatus(status: Stripe.Subscription.Status): SubscriptionInfo['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

/** Since API 2025-03-31 the billing period lives on each item; a one-price subscription has one. */
function currentPeriodEnd(subscription: Stripe.Subscription): Date {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return fromUnix(ends.length > 0 ? Math.max(...ends) : subscription.created);
}

export function toSubscriptionInfo(subscription: Stripe.Subscription): SubscriptionInfo {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscriptionStatus(subscription.status),
    currentPeriodEnd: currentPeriodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    metadata: { ...subscription.metadata },
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const address = session.collected_information?.shipping_details?.address;
  return {
    id: session.id,
    url: session.url ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus:
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? 'paid'
        : 'unpaid',
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    shippingAddress: address
      ? {
          line1: address.line1 ?? '',
          line2: address.line2 ?? null,
          city: address.city ?? '',
          state: address.state ?? '',
          postal_code: address.postal_code ?? '',
        }
      : null,
    amountTotalCents: session.amount_total,
    metadata: { ...(session.metadata ?? {}) },
  };
}

/**
 * Card payments through Stripe (official SDK). Checkout runs on Stripe's hosted page; events arrive on the
 * webhook route and are verified here with STRIPE_WEBHOOK_SECRET over the raw body before anything is read.
 */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = createStripeClient(options);
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: request.mode,
      customer_email: request.customerEmail,
      line_items: [
        request.priceId || request.amountCents === undefined
          ? { price: request.priceId, quantity: 1 }
          : {
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.lineItemName ?? 'Carespace booking' },
              },
              quantity: 1,
            },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      metadata: request.metadata,
      ...(request.mode === 'subscription'
        ? { subscription_data: { metadata: request.metadata } }
        : { payment_intent_data: { metadata: request.metadata } }),
      ...(request.collectShippingAddress
        ? { shipping_address_collection: { allowed_countries: ['US'] } }
        : {}),
    });
    return toCheckoutSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null> {
    return orNullWhenMissing(async () =>
      toCheckoutSession(
        await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
      ),
    );
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionInfo | null> {
    return orNullWhenMissing(async () =>
      toSubscriptionInfo(await this.stripe.subscriptions.retrieve(subscriptionId)),
    );
  }

  async createCustomerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    try {
      const portal = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return portal.url;
    } catch (error) {
      // Stripe answers an unknown customer with 400 resource_missing (a create, not a retrieve).
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return null;
      }
      throw error;
    }
  }

  /** The upcoming invoice's date; null when nothing more will be charged (canceled, or ending at period end). */
  async nextPaymentDate(subscriptionId: string): Promise<Date | null> {
    const subscription = await this.retrieveSubscription(subscriptionId);
    if (!subscription || subscription.status === 'canceled' || subscription.cancelAtPeriodEnd) return null;
    const preview = await this.stripe.invoices.createPreview({ subscription: subscriptionId });
    return fromUnix(preview.next_payment_attempt ?? preview.period_end);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  /** A charge the order recorded, else the payment intent that paid its invoice; Stripe then reports the refund. */
  async refundPayment(payment: RefundRequest): Promise<void> {
    if (payment.chargeId) {
      await this.stripe.refunds.create({ charge: payment.chargeId, metadata: payment.metadata });
      return;
    }
    if (!payment.invoiceId) throw new Error('Nothing to refund: the order has no charge or invoice');
    const payments = await this.stripe.invoicePayments.list({ invoice: payment.invoiceId, limit: 1 });
    const intent = payments.data[0]?.payment;
    const intentId = intent?.type === 'payment_intent' ? idOf(intent.payment_intent) : null;
    if (!intentId) throw new Error(`Stripe has no payment for invoice ${payment.invoiceId}`);
    await this.stripe.refunds.create({ payment_intent: intentId, metadata: payment.metadata });
  }

  /** Part or all of what a checkout session took (a booking's refund under its policy). */
  async refundCheckout(checkoutSessionId: string, amountCents: number): Promise<string> {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutSessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) throw new Error(`Checkout session ${checkoutSessionId} has no payment to refund`);
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents });
    return refund.id;
  }

  async createPayoutAccount(email: string): Promise<string> {
    const account = await this.stripe.accounts.create({
      type: 'express',
      country: 'US',
      email,
      capabilities: { transfers: { requested: true } },
    });
    return account.id;
  }

  async payoutOnboardingUrl(accountId: string, returnUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: returnUrl,
    });
    return link.url;
  }

  async transferToPayoutAccount(accountId: string, amountCents: number, key: string): Promise<string> {
    const transfer = await this.stripe.transfers.create(
      { amount: amountCents, currency: 'usd', destination: accountId, metadata: { payoutId: key } },
      { idempotencyKey: `carespace-payout-${key}` },
    );
    return transfer.id;
  }

  async payoutAccountReady(accountId: string): Promise<boolean> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return Boolean(account.details_submitted && account.payouts_enabled);
  }

  async parseWebhook(payload: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!signature) return null;
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.options.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
      // The signature held but the body is not JSON.
      throw new MalformedWebhookError();
    }
    // Stripe's objects are read by the translations below, which allow for Stripe's own optional fields.
    readEventEnvelope(event, []);
    switch (event.type) {
      case 'checkout.session.completed':
        return { id: event.id, type: 'checkout.completed', session: toCheckoutSession(event.data.object) };
      case 'invoice.paid':
        return { id: event.id, type: 'invoice.paid', invoice: await this.paidInvoice(event.data.object) };
      case 'invoice.payment_failed':
        return {
          id: event.id,
          type: 'invoice.payment_failed',
          invoice: await this.failedInvoice(event.data.object),
        };
      case 'charge.refunded':
        return {
          id: event.id,
          type: 'charge.refunded',
          charge: await this.refundedCharge(event.data.object),
        };
      case 'customer.subscription.updated':
        return {
          id: event.id,
          type: 'subscription.updated',
          subscription: toSubscriptionInfo(event.data.object),
        };
      case 'customer.subscription.deleted':
        return {
          id: event.id,
          type: 'subscription.canceled',
          subscription: toSubscriptionInfo(event.data.object),
        };
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }

  /** The purpose and the feature's keys: the invoice's snapshot of its subscription's metadata. */
  private async invoiceMetadata(invoice: Stripe.Invoice): Promise<Record<string, string>> {
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription);
    let metadata: Record<string, string> = { ...(details?.metadata ?? {}) };
    // Invoices from before mid-2023 carry no metadata snapshot: ask the subscription itself.
    if (!metadata.purpose && subscriptionId) {
      metadata = { ...(await this.retrieveSubscription(subscriptionId))?.metadata, ...metadata };
    }
    return metadata;
  }

  /**
   * The charge that paid an invoice, through its payments (invoices no longer name their payment intent): the
   * payment intent's latest charge holds the card's brand and last four.
   */
  private async chargeOfInvoice(invoiceId: string): Promise<Stripe.Charge | null> {
    const payments = await this.stripe.invoicePayments.list({
      invoice: invoiceId,
      status: 'paid',
      expand: ['data.payment.payment_intent.latest_charge'],
    });
    for (const payment of payments.data) {
      const intent = payment.payment.payment_intent;
      const charge =
        intent && typeof intent !== 'string' ? intent.latest_charge : (payment.payment.charge ?? null);
      if (charge && typeof charge !== 'string') return charge;
    }
    return null;
  }

  /** The paid period comes from the subscription's line; the purpose from the subscription's metadata. */
  private async paidInvoice(invoice: Stripe.Invoice): Promise<PaidInvoice> {
    const details = invoice.parent?.subscription_details ?? null;
    const subscriptionId = idOf(details?.subscription);
    const line =
      invoice.lines.data.find((l) => l.parent?.type === 'subscription_item_details') ?? invoice.lines.data[0];
    const metadata = await this.invoiceMetadata(invoice);
    const charge = invoice.id && invoice.amount_paid > 0 ? await this.chargeOfInvoice(invoice.id) : null;
    return {
      taxCents: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
      currency: invoice.currency ?? 'usd',
      card: cardOfCharge(charge),
      chargeId: charge?.id ?? null,
      id: invoice.id ?? '',
      subscriptionId,
      customerId: idOf(invoice.customer) ?? '',
      amountPaidCents: invoice.amount_paid,
      periodStart: fromUnix(line?.period.start ?? invoice.period_start),
      periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
      billingReason: invoice.billing_reason ?? 'manual',
      metadata,
    };
  }

  private async failedInvoice(invoice: Stripe.Invoice): Promise<FailedInvoice> {
    return {
      id: invoice.id ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      customerId: idOf(invoice.customer) ?? '',
      amountDueCents: invoice.amount_due,
      billingReason: invoice.billing_reason ?? 'manual',
      attemptCount: invoice.attempt_count,
      nextAttemptAt: invoice.next_payment_attempt ? fromUnix(invoice.next_payment_attempt) : null,
      metadata: await this.invoiceMetadata(invoice),
    };
  }

  /**
   * A refunded charge. A subscription's charges carry no metadata of their own, so the invoice it paid is found
   * through the invoice payments of its payment intent, and the purpose read from that invoice; a one-off
   * payment's purpose is read from its payment intent.
   */
  private async refundedCharge(charge: Stripe.Charge): Promise<RefundedCharge> {
    let metadata: Record<string, string> = { ...(charge.metadata ?? {}) };
    let invoiceId: string | null = null;
    const intentId = idOf(charge.payment_intent);
    if (intentId) {
      const payments = await this.stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: intentId },
        limit: 1,
      });
      invoiceId = idOf(payments.data[0]?.invoice);
      if (invoiceId && !metadata.purpose) {
        const invoice = await orNullWhenMissing(() => this.stripe.invoices.retrieve(invoiceId!));
        if (invoice) metadata = { ...(await this.invoiceMetadata(invoice)), ...metadata };
      }
      // A one-off checkout's payment (a booking) carries the purpose on its payment intent
      // (payment_intent_data.metadata); a charge made before the intent's metadata was set has none of its own.
      if (!invoiceId && !metadata.purpose) {
        const intent = await orNullWhenMissing(() => this.stripe.paymentIntents.retrieve(intentId));
        if (intent) metadata = { ...(intent.metadata ?? {}), ...metadata };
      }
    }
    return {
      chargeId: charge.id,
      invoiceId,
      amountCents: charge.amount,
      amountRefundedCents: charge.amount_refunded,
      metadata,
    };
  }
}

async function orNullWhenMissing<T>(fetch: () => Promise<T>): Promise<T | null> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}
