import { newId, newSecret } from '../../../lib/ids.ts';
import type { CheckoutRequest, CheckoutSession, ShippingAddress } from '../payment-gateway.ts';
import { CARD_DECLINED_MESSAGE, type CardFormValues, readCardForm, TEST_CARD_DECLINED } from './card-form.ts';
import * as repo from './sandbox.repository.ts';
import { addOneMonth, metadataOf, parseJson, type SandboxContext, toDate } from './sandbox-context.ts';
import { emit, emitInvoice } from './sandbox-events.ts';

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

/** Stripe lets a checkout session be paid for 24 hours. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function createCheckoutSession(
  ctx: SandboxContext,
  request: CheckoutRequest,
): Promise<CheckoutSession> {
  const price =
    request.lineItemName !== undefined && request.amountCents !== undefined
      ? { name: request.lineItemName, amountCents: request.amountCents }
      : await ctx.priceOf(request.priceId);
  if (!price) throw new Error(`The sandbox gateway has no price ${request.priceId}`);
  const id = `cs_sandbox_${newSecret(40)}`;
  await repo.insertSession(ctx.db, {
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
    created_on: ctx.now(),
  });
  const row = await repo.findSession(ctx.db, id);
  return checkoutSession(ctx, row!);
}

export async function retrieveCheckoutSession(
  ctx: SandboxContext,
  sessionId: string,
): Promise<CheckoutSession | null> {
  const row = await repo.findSession(ctx.db, sessionId);
  return row ? checkoutSession(ctx, row) : null;
}

export async function checkoutView(
  ctx: SandboxContext,
  sessionId: string,
): Promise<SandboxCheckoutView | null> {
  const row = await repo.findSession(ctx.db, sessionId);
  if (!row) return null;
  return {
    id: row.id,
    status: sessionStatus(ctx, row),
    description: row.description,
    amountCents: row.amount_cents,
    mode: row.mode === 'payment' ? 'payment' : 'subscription',
    customerEmail: row.customer_email,
    collectShippingAddress: row.collect_shipping_address,
    cancelUrl: row.cancel_url,
    successUrl: row.success_url.replaceAll('{CHECKOUT_SESSION_ID}', row.id),
  };
}

/**
 * Pays an open session with the hosted form's values. The declined test card leaves the session open, as a
 * real decline does; a second Pay on a completed session just goes on to the success page.
 */
export async function pay(
  ctx: SandboxContext,
  sessionId: string,
  values: CardFormValues,
): Promise<SandboxPayOutcome> {
  const view = await checkoutView(ctx, sessionId);
  if (!view) return { kind: 'not-found' };
  if (view.status === 'complete') return { kind: 'paid', redirectTo: view.successUrl };
  if (view.status === 'expired') return { kind: 'form', view, errors: {}, message: null };
  const now = ctx.now();
  const form = readCardForm(values, view.collectShippingAddress, now);
  if (!form.ok) return { kind: 'form', view, errors: form.errors, message: null };
  if (form.cardNumber === TEST_CARD_DECLINED) {
    return { kind: 'form', view, errors: {}, message: CARD_DECLINED_MESSAGE };
  }

  const row = (await repo.findSession(ctx.db, sessionId))!;
  let subscriptionId: string | null = null;
  let invoiceId: string | null = null;
  const completed = await ctx.db.transaction().execute(async (trx) => {
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
  const session = await retrieveCheckoutSession(ctx, sessionId);
  await emit(ctx, 'checkout.completed', session!);
  if (invoiceId) await emitInvoice(ctx, invoiceId, subscriptionId!);
  return { kind: 'paid', redirectTo: view.successUrl };
}

function sessionStatus(ctx: SandboxContext, row: repo.SessionRow): CheckoutSession['status'] {
  if (row.status === 'complete') return 'complete';
  const age = ctx.now().getTime() - toDate(row.created_on).getTime();
  return age > SESSION_LIFETIME_MS ? 'expired' : 'open';
}

function checkoutSession(ctx: SandboxContext, row: repo.SessionRow): CheckoutSession {
  const status = sessionStatus(ctx, row);
  return {
    id: row.id,
    url: `${ctx.publicUrl}/sandbox-pay/checkout/${row.id}`,
    status,
    paymentStatus: status === 'complete' ? 'paid' : 'unpaid',
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    shippingAddress: parseJson<ShippingAddress>(row.shipping_address),
    amountTotalCents: row.amount_cents,
    metadata: metadataOf(row.metadata),
  };
}
