import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';
import { newId, newSecret } from '../../../lib/ids.ts';
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
  ShippingAddress,
  SubscriptionInfo,
} from '../payment-gateway.ts';
import { parseEventJson, readEventEnvelope } from '../webhook-event.ts';
import { signWebhookPayload, verifyWebhookSignature } from '../webhook-signature.ts';
import { CARD_DECLINED_MESSAGE, type CardFormValues, readCardForm, TEST_CARD_DECLINED } from './card-form.ts';
import * as repo from './sandbox.repository.ts';

/** What a price id stands for, when the checkout request does not say (see CheckoutRequest.lineItemName). */
export type SandboxPriceLookup = (priceId: string) => Promise<{ name: string; amountCents: number } | null>;

/** Posts one signed event to the app's webhook route; answers the HTTP status the app gave. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

export interface SandboxGatewayOptions {
  db: Kysely<DB>;
  /** The app's own origin: the hosted pages are served by this app under /sandbox-pay. */
  publicUrl: string;
  webhookSecret: string;
  priceOf: SandboxPriceLookup;
  now?: () => Date;
}

/** A checkout session as its hosted page needs it. */
export interface SandboxCheckoutView {
  id: string;
  status: CheckoutSession['status'];
  description: string;
  amountCents: number;
  mode: 'subscription' | 'payment';
  customerEmail: string;
  collectShippingAddress: boolean;
  cancelUrl: string;
  successUrl: string;
}

export type SandboxPayOutcome =
  | { kind: 'not-found' }
  | { kind: 'paid'; redirectTo: string }
  | {
      kind: 'form';
      view: SandboxCheckoutView;
      errors: Partial<Record<string, string>>;
      message: string | null;
    };

export interface SandboxPortalView {
  customerEmail: string;
  returnUrl: string;
  subscriptions: Array<SubscriptionInfo & { description: string; amountCents: number }>;
}

/** Stripe lets a checkout session be paid for 24 hours. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PORTAL_LIFETIME_MS = 60 * 60 * 1000;
/** How long an event the app refused is offered again (Stripe retries for up to three days). */
const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/** Provider event names, as Stripe calls them, for the events the sandbox sends. */
const EVENT_TYPES = {
  'checkout.completed': 'checkout.session.completed',
  'invoice.paid': 'invoice.paid',
  'invoice.payment_failed': 'invoice.payment_failed',
  'charge.refunded': 'charge.refunded',
  'subscription.updated': 'customer.subscription.updated',
  'subscription.canceled': 'customer.subscription.deleted',
} as const;
type SandboxEventType = keyof typeof EVENT_TYPES;

/** One calendar month later, clamped to the month's last day (Jan 31 → Feb 28), as Stripe bills. */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The only card the sandbox lets pay (see card-form.ts): its receipts show it as Stripe's test mode would. */
export const SANDBOX_CARD: CardSummary = { brand: 'visa', last4: '4242' };

/** The sandbox's charge for an invoice: one per invoice, named after it, so a refund can find its invoice. */
export const sandboxChargeId = (invoiceId: string) => invoiceId.replace(/^in_/, 'ch_');

/** How long the sandbox says it will wait before trying a failed renewal again (Stripe's first retry is ~3 days). */
const RETRY_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const parseJson = <T>(value: string | null): T | null => (value ? (JSON.parse(value) as T) : null);

/**
 * The built-in payment provider used when Stripe is not configured. It keeps its own customers, sessions,
 * subscriptions and invoices in PostgreSQL, serves a hosted checkout page and a customer portal from this app
 * (see sandbox.routes.ts), and posts events to the app's webhook signed exactly as Stripe signs them, so
 * the real webhook route, its signature check and its idempotency run on every sandbox payment.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  private deliver: WebhookDelivery | null = null;
  private readonly now: () => Date;

  constructor(private readonly options: SandboxGatewayOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Set once the app is built: events go to its webhook route in-process. */
  connectWebhook(deliver: WebhookDelivery): void {
    this.deliver = deliver;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    const price =
      request.lineItemName !== undefined && request.amountCents !== undefined
        ? { name: request.lineItemName, amountCents: request.amountCents }
        : await this.options.priceOf(request.priceId);
    if (!price) throw new Error(`The sandbox gateway has no price ${request.priceId}`);
    const id = `cs_sandbox_${newSecret(40)}`;
    await repo.insertSession(this.options.db, {
      id,
      mode: request.mode,
      price_id: request.priceId,
      description: price.name,
      amount_cents: price.amountCents,
      customer_email: request.customerEmail.toLowerCase(),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      collect_shipping_address: request.collectShippingAddress,
      metadata: JSON.stringify(request.metadata),
      created_on: this.now(),
    });
    const row = await repo.findSession(this.options.db, id);
    return this.session(row!);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSession | null> {
    const row = await repo.findSession(this.options.db, sessionId);
    return row ? this.session(row) : null;
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionInfo | null> {
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    return row ? subscriptionInfo(row) : null;
  }

  async createCustomerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    if (!(await repo.customerExists(this.options.db, customerId))) return null;
    const id = `bps_sandbox_${newSecret(40)}`;
    await repo.insertPortalSession(this.options.db, {
      id,
      customer_id: customerId,
      return_url: returnUrl,
      expires_at: new Date(this.now().getTime() + PORTAL_LIFETIME_MS),
    });
    return `${this.options.publicUrl}/sandbox-pay/portal/${id}`;
  }

  async nextPaymentDate(subscriptionId: string): Promise<Date | null> {
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    if (!row || row.status === 'canceled' || row.cancel_at_period_end) return null;
    return toDate(row.current_period_end);
  }

  /** Ends a subscription now (as Stripe's cancel does); the portal's own Cancel waits for the period end. */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    if (!row) throw new Error(`The sandbox gateway has no subscription ${subscriptionId}`);
    if (row.status === 'canceled') return;
    await repo.updateSubscription(this.options.db, subscriptionId, {
      status: 'canceled',
      canceled_on: this.now(),
    });
    await this.emitSubscription('subscription.canceled', subscriptionId);
  }

  /**
   * Refunds in full and reports it as Stripe would. The demo's orders were never charged through the sandbox, so
   * the refund is reported for whatever charge or invoice the order recorded.
   */
  async refundPayment(payment: RefundRequest): Promise<void> {
    const chargeId = payment.chargeId ?? (payment.invoiceId ? sandboxChargeId(payment.invoiceId) : null);
    if (!chargeId) throw new Error('The sandbox gateway has no charge to refund');
    let metadata: Record<string, string> = { ...payment.metadata };
    if (payment.invoiceId) {
      const invoice = await this.options.db
        .selectFrom('sandbox_invoice')
        .select('subscription_id')
        .where('id', '=', payment.invoiceId)
        .executeTakeFirst();
      const subscription = invoice?.subscription_id
        ? await repo.findSubscription(this.options.db, invoice.subscription_id)
        : undefined;
      metadata = { ...metadata, ...parseJson<Record<string, string>>(subscription?.metadata ?? null) };
    }
    const charge: RefundedCharge = {
      chargeId,
      invoiceId: payment.invoiceId,
      amountCents: payment.amountCents,
      amountRefundedCents: payment.amountCents,
      metadata,
    };
    await this.emit('charge.refunded', charge);
  }

  async parseWebhook(payload: Buffer, signature: string | undefined): Promise<PaymentEvent | null> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    if (!verifyWebhookSignature(this.options.webhookSecret, payload, signature, nowSeconds)) return null;
    const event = readEventEnvelope(parseEventJson(payload), Object.values(EVENT_TYPES));
    const object = event.data.object as never;
    switch (event.type) {
      case EVENT_TYPES['checkout.completed']:
        return { id: event.id, type: 'checkout.completed', session: object };
      case EVENT_TYPES['invoice.paid']: {
        const invoice = object as PaidInvoice;
        return {
          id: event.id,
          type: 'invoice.paid',
          invoice: {
            ...invoice,
            periodStart: new Date(invoice.periodStart),
            periodEnd: new Date(invoice.periodEnd),
          },
        };
      }
      case EVENT_TYPES['invoice.payment_failed']: {
        const invoice = object as FailedInvoice;
        return {
          id: event.id,
          type: 'invoice.payment_failed',
          invoice: {
            ...invoice,
            nextAttemptAt: invoice.nextAttemptAt ? new Date(invoice.nextAttemptAt) : null,
          },
        };
      }
      case EVENT_TYPES['charge.refunded']:
        return { id: event.id, type: 'charge.refunded', charge: object as RefundedCharge };
      case EVENT_TYPES['subscription.updated']:
      case EVENT_TYPES['subscription.canceled']: {
        const subscription = object as SubscriptionInfo;
        return {
          id: event.id,
          type:
            event.type === EVENT_TYPES['subscription.updated']
              ? 'subscription.updated'
              : 'subscription.canceled',
          subscription: { ...subscription, currentPeriodEnd: new Date(subscription.currentPeriodEnd) },
        };
      }
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }

  /** The sandbox moves no money: a refund of a paid session is acknowledged with an id of its own. */
  async refundCheckout(checkoutSessionId: string, amountCents: number): Promise<string> {
    const row = await repo.findSession(this.options.db, checkoutSessionId);
    if (row?.status !== 'complete') throw new Error(`No paid sandbox session ${checkoutSessionId}`);
    if (amountCents > row.amount_cents) throw new Error('A refund cannot exceed what was paid');
    return `re_sandbox_${newId()}`;
  }

  async createPayoutAccount(email: string): Promise<string> {
    const id = `acct_sandbox_${newId()}`;
    await this.options.db
      .insertInto('sandbox_connect_account')
      .values({ id, email: email.toLowerCase(), return_url: null })
      .execute();
    return id;
  }

  async payoutOnboardingUrl(accountId: string, returnUrl: string): Promise<string> {
    await this.options.db
      .updateTable('sandbox_connect_account')
      .set({ return_url: returnUrl })
      .where('id', '=', accountId)
      .execute();
    return `${this.options.publicUrl}/sandbox-pay/connect/${accountId}`;
  }

  async payoutAccountReady(accountId: string): Promise<boolean> {
    const row = await this.connectAccount(accountId);
    return row?.details_submitted ?? false;
  }

  /** The sandbox moves no money: a transfer to an onboarded account is acknowledged with an id from its key. */
  async transferToPayoutAccount(accountId: string, amountCents: number, key: string): Promise<string> {
    if (!(await this.payoutAccountReady(accountId)))
      throw new Error(`Sandbox account ${accountId} is not onboarded`);
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new Error('A transfer moves a positive amount');
    return `tr_sandbox_${key}`;
  }

  // --- The hosted pages' operations (not part of the port) -------------------------------------------------

  async checkoutView(sessionId: string): Promise<SandboxCheckoutView | null> {
    const row = await repo.findSession(this.options.db, sessionId);
    if (!row) return null;
    return {
      id: row.id,
      status: this.status(row),
      description: row.description,
      amountCents: row.amount_cents,
      mode: row.mode === 'payment' ? 'payment' : 'subscription',
      customerEmail: row.customer_email,
      collectShippingAddress: row.collect_shipping_address,
      cancelUrl: row.cancel_url,
      successUrl: successUrlFor(row),
    };
  }

  /**
   * Pays an open session with the hosted form's values. The declined test card leaves the session open, as a
   * real decline does; a second Pay on a completed session just goes on to the success page.
   */
  async pay(sessionId: string, values: CardFormValues): Promise<SandboxPayOutcome> {
    const view = await this.checkoutView(sessionId);
    if (!view) return { kind: 'not-found' };
    if (view.status === 'complete') return { kind: 'paid', redirectTo: view.successUrl };
    if (view.status === 'expired') return { kind: 'form', view, errors: {}, message: null };
    const now = this.now();
    const form = readCardForm(values, view.collectShippingAddress, now);
    if (!form.ok) return { kind: 'form', view, errors: form.errors, message: null };
    if (form.cardNumber === TEST_CARD_DECLINED) {
      return { kind: 'form', view, errors: {}, message: CARD_DECLINED_MESSAGE };
    }

    const row = (await repo.findSession(this.options.db, sessionId))!;
    let subscriptionId: string | null = null;
    let invoiceId: string | null = null;
    const completed = await this.options.db.transaction().execute(async (trx) => {
      const customerId = await repo.findOrCreateCustomer(trx, row.customer_email, `cus_sandbox_${newId()}`);
      if (row.mode === 'subscription') {
        subscriptionId = `sub_sandbox_${newId()}`;
        const periodEnd = addOneMonth(now);
        await repo.insertSubscription(trx, {
          id: subscriptionId,
          customer_id: customerId,
          price_id: row.price_id,
          description: row.description,
          amount_cents: row.amount_cents,
          status: 'active',
          current_period_start: now,
          current_period_end: periodEnd,
          cancel_at_period_end: false,
          canceled_on: null,
          metadata: row.metadata,
        });
        invoiceId = `in_sandbox_${newId()}`;
        await repo.insertInvoice(trx, {
          id: invoiceId,
          subscription_id: subscriptionId,
          customer_id: customerId,
          amount_paid_cents: row.amount_cents,
          period_start: now,
          period_end: periodEnd,
          billing_reason: 'subscription_create',
          paid_on: now,
        });
      }
      return repo.completeSession(trx, sessionId, {
        customerId,
        subscriptionId,
        shippingAddress: form.shippingAddress ? JSON.stringify(form.shippingAddress) : null,
        now,
      });
    });
    // Another click completed it first: that one has sent the events already.
    if (!completed) return { kind: 'paid', redirectTo: view.successUrl };

    // After the commit, in Stripe's order: the session first, then its first invoice.
    const session = await this.retrieveCheckoutSession(sessionId);
    await this.emit('checkout.completed', session!);
    if (invoiceId) await this.emitInvoice(invoiceId, subscriptionId!);
    return { kind: 'paid', redirectTo: view.successUrl };
  }

  async connectAccount(accountId: string) {
    return this.options.db
      .selectFrom('sandbox_connect_account')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirst();
  }

  /** The onboarding page's Finish: the account can receive payouts; answers where the host goes back to. */
  async completeOnboarding(accountId: string): Promise<string | null> {
    const row = await this.options.db
      .updateTable('sandbox_connect_account')
      .set({ details_submitted: true })
      .where('id', '=', accountId)
      .returning('return_url')
      .executeTakeFirst();
    return row ? (row.return_url ?? this.options.publicUrl) : null;
  }

  async portalView(token: string): Promise<SandboxPortalView | null> {
    const portal = await repo.findPortalSession(this.options.db, token, this.now());
    if (!portal) return null;
    const rows = await repo.customerSubscriptions(this.options.db, portal.customer_id);
    return {
      customerEmail: portal.email,
      returnUrl: portal.return_url,
      subscriptions: rows.map((row) => ({
        ...subscriptionInfo(row),
        description: row.description,
        amountCents: row.amount_cents,
      })),
    };
  }

  /**
   * The portal's Cancel: the subscription runs to the end of the period already paid for, then ends (as a
   * canceled membership stays paid until its period ends). False when it is not the holder's.
   */
  async cancelAtPeriodEnd(token: string, subscriptionId: string): Promise<boolean> {
    const portal = await repo.findPortalSession(this.options.db, token, this.now());
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    if (!portal || !row || row.customer_id !== portal.customer_id) return false;
    if (row.status !== 'active' || row.cancel_at_period_end) return true;
    await repo.updateSubscription(this.options.db, subscriptionId, { cancel_at_period_end: true });
    await this.emitSubscription('subscription.updated', subscriptionId);
    return true;
  }

  /**
   * Development and tests: moves a subscription to the end of its current period at once. An active one renews
   * (a new paid invoice, `invoice.paid`); one set to cancel at period end ends (`subscription.canceled`).
   */
  async advanceClock(
    subscriptionId: string,
  ): Promise<{ subscription: SubscriptionInfo; invoiceId: string | null } | null> {
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    if (!row || row.status === 'canceled') return null;
    const periodStart = toDate(row.current_period_end);
    if (row.cancel_at_period_end) {
      await repo.updateSubscription(this.options.db, subscriptionId, {
        status: 'canceled',
        canceled_on: periodStart,
      });
      await this.emitSubscription('subscription.canceled', subscriptionId);
      return {
        subscription: subscriptionInfo((await repo.findSubscription(this.options.db, subscriptionId))!),
        invoiceId: null,
      };
    }
    const periodEnd = addOneMonth(periodStart);
    const invoiceId = `in_sandbox_${newId()}`;
    await this.options.db.transaction().execute(async (trx) => {
      await repo.updateSubscription(trx, subscriptionId, {
        current_period_start: periodStart,
        current_period_end: periodEnd,
      });
      await repo.insertInvoice(trx, {
        id: invoiceId,
        subscription_id: subscriptionId,
        customer_id: row.customer_id,
        amount_paid_cents: row.amount_cents,
        period_start: periodStart,
        period_end: periodEnd,
        billing_reason: 'subscription_cycle',
        paid_on: periodStart,
      });
    });
    await this.emitInvoice(invoiceId, subscriptionId);
    const renewed = await repo.findSubscription(this.options.db, subscriptionId);
    return { subscription: subscriptionInfo(renewed!), invoiceId };
  }

  // --- Events ----------------------------------------------------------------------------------------------

  private async emitInvoice(invoiceId: string, subscriptionId: string): Promise<void> {
    const subscription = (await repo.findSubscription(this.options.db, subscriptionId))!;
    const invoice = await this.options.db
      .selectFrom('sandbox_invoice')
      .selectAll()
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    const paid: PaidInvoice = {
      id: invoice.id,
      subscriptionId,
      customerId: invoice.customer_id,
      amountPaidCents: invoice.amount_paid_cents,
      periodStart: toDate(invoice.period_start),
      periodEnd: toDate(invoice.period_end),
      billingReason: invoice.billing_reason,
      metadata: parseJson<Record<string, string>>(subscription.metadata) ?? {},
      taxCents: 0,
      currency: 'usd',
      card: SANDBOX_CARD,
      chargeId: sandboxChargeId(invoice.id),
    };
    await this.emit('invoice.paid', paid);
  }

  /**
   * Development and tests: refunds an invoice's charge in full, as a refund from Stripe's dashboard would, and
   * reports it (`charge.refunded`). False when there is no such paid invoice.
   */
  async refundInvoice(invoiceId: string): Promise<boolean> {
    const invoice = await this.options.db
      .selectFrom('sandbox_invoice')
      .selectAll()
      .where('id', '=', invoiceId)
      .executeTakeFirst();
    if (!invoice) return false;
    const subscription = invoice.subscription_id
      ? await repo.findSubscription(this.options.db, invoice.subscription_id)
      : undefined;
    const charge: RefundedCharge = {
      chargeId: sandboxChargeId(invoice.id),
      invoiceId: invoice.id,
      amountCents: invoice.amount_paid_cents,
      amountRefundedCents: invoice.amount_paid_cents,
      metadata: parseJson<Record<string, string>>(subscription?.metadata ?? null) ?? {},
    };
    await this.emit('charge.refunded', charge);
    return true;
  }

  /**
   * Development and tests: refunds part or all of a paid one-off checkout (a booking) as a refund from Stripe's
   * dashboard would, and reports it (`charge.refunded`, carrying the total refunded so far and the checkout's
   * metadata). False when there is no such paid checkout or the total exceeds what was paid.
   */
  async refundCheckoutFromDashboard(sessionId: string, totalRefundedCents: number): Promise<boolean> {
    const row = await repo.findSession(this.options.db, sessionId);
    if (row?.status !== 'complete' || totalRefundedCents > row.amount_cents) return false;
    const charge: RefundedCharge = {
      chargeId: `ch_sandbox_${sessionId.replace(/^cs_sandbox_/, '')}`,
      invoiceId: null,
      amountCents: row.amount_cents,
      amountRefundedCents: totalRefundedCents,
      metadata: parseJson<Record<string, string>>(row.metadata) ?? {},
    };
    await this.emit('charge.refunded', charge);
    return true;
  }

  /**
   * Development and tests: the renewal at the end of the current period is declined (the card expired, say).
   * The subscription falls past due and `invoice.payment_failed` is reported; nothing is charged.
   */
  async declineRenewal(subscriptionId: string): Promise<FailedInvoice | null> {
    const row = await repo.findSubscription(this.options.db, subscriptionId);
    if (!row || row.status === 'canceled') return null;
    await repo.updateSubscription(this.options.db, subscriptionId, { status: 'past_due' });
    const failed: FailedInvoice = {
      id: `in_sandbox_${newId()}`,
      subscriptionId,
      customerId: row.customer_id,
      amountDueCents: row.amount_cents,
      billingReason: 'subscription_cycle',
      attemptCount: 1,
      nextAttemptAt: new Date(this.now().getTime() + RETRY_AFTER_MS),
      metadata: parseJson<Record<string, string>>(row.metadata) ?? {},
    };
    await this.emit('invoice.payment_failed', failed);
    return failed;
  }

  private async emitSubscription(type: 'subscription.updated' | 'subscription.canceled', id: string) {
    const row = (await repo.findSubscription(this.options.db, id))!;
    await this.emit(type, subscriptionInfo(row));
  }

  /**
   * Stores the event, signs it as Stripe would and posts it to the app (when connected). Events the app refused
   * before (its handler failed) go again first, in order, as the provider's retries would bring them.
   */
  private async emit(type: SandboxEventType, object: unknown): Promise<void> {
    const now = this.now();
    const id = `evt_sandbox_${newId()}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: EVENT_TYPES[type],
      created: Math.floor(now.getTime() / 1000),
      data: { object },
    });
    await repo.insertEvent(this.options.db, { id, type: EVENT_TYPES[type], payload, created_on: now });
    if (!this.deliver) return;
    const pending = await repo.undeliveredEvents(this.options.db, {
      unsentBefore: new Date(now.getTime() - 60_000),
      since: new Date(now.getTime() - RETRY_WINDOW_MS),
    });
    for (const event of pending) {
      if (event.id !== id) await this.send(event.id, event.payload);
    }
    await this.send(id, payload);
  }

  private async send(id: string, payload: string): Promise<void> {
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const signature = signWebhookPayload(this.options.webhookSecret, payload, timestamp);
    const status = await (this.deliver?.(payload, signature) ?? Promise.resolve(0)).catch(() => 0);
    await repo.markEventDelivered(this.options.db, id, status);
  }

  // --- Mapping -----------------------------------------------------------------------------------------------

  private status(row: repo.SessionRow): CheckoutSession['status'] {
    if (row.status === 'complete') return 'complete';
    const age = this.now().getTime() - toDate(row.created_on).getTime();
    return age > SESSION_LIFETIME_MS ? 'expired' : 'open';
  }

  private session(row: repo.SessionRow): CheckoutSession {
    const status = this.status(row);
    return {
      id: row.id,
      url: `${this.options.publicUrl}/sandbox-pay/checkout/${row.id}`,
      status,
      paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
      customerId: row.customer_id,
      subscriptionId: row.subscription_id,
      shippingAddress: parseJson<ShippingAddress>(row.shipping_address),
      amountTotalCents: row.amount_cents,
      metadata: parseJson<Record<string, string>>(row.metadata) ?? {},
    };
  }
}

function successUrlFor(row: repo.SessionRow): string {
  return row.success_url.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
}

function subscriptionInfo(row: repo.SubscriptionRow): SubscriptionInfo {
  const status = row.status as SubscriptionInfo['status'];
  return {
    id: row.id,
    customerId: row.customer_id,
    status,
    currentPeriodEnd: toDate(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    metadata: parseJson<Record<string, string>>(row.metadata) ?? {},
  };
}
