import { newId, newSecret } from '../../../lib/ids.ts';
import type { FailedInvoice, SubscriptionInfo } from '../payment-gateway.ts';
import * as repo from './sandbox.repository.ts';
import { addOneMonth, metadataOf, type SandboxContext, subscriptionInfo, toDate } from './sandbox-context.ts';
import { emit, emitInvoice, emitSubscription } from './sandbox-events.ts';

export interface SandboxPortalView {
  customerEmail: string;
  returnUrl: string;
  subscriptions: Array<SubscriptionInfo & { description: string; amountCents: number }>;
}

const PORTAL_LIFETIME_MS = 60 * 60 * 1000;
/** How long the sandbox says it will wait before trying a failed renewal again (Stripe's first retry is ~3 days). */
const RETRY_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export async function retrieveSubscription(
  ctx: SandboxContext,
  subscriptionId: string,
): Promise<SubscriptionInfo | null> {
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  return row ? subscriptionInfo(row) : null;
}

export async function nextPaymentDate(ctx: SandboxContext, subscriptionId: string): Promise<Date | null> {
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  if (!row || row.status === 'canceled' || row.cancel_at_period_end) return null;
  return toDate(row.current_period_end);
}

/** Ends a subscription now (as Stripe's cancel does); the portal's own Cancel waits for the period end. */
export async function cancelSubscription(ctx: SandboxContext, subscriptionId: string): Promise<void> {
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  if (!row) throw new Error(`The sandbox gateway has no subscription ${subscriptionId}`);
  if (row.status === 'canceled') return;
  await repo.updateSubscription(ctx.db, subscriptionId, { status: 'canceled', canceled_on: ctx.now() });
  await emitSubscription(ctx, 'subscription.canceled', subscriptionId);
}

export async function createCustomerPortalUrl(
  ctx: SandboxContext,
  customerId: string,
  returnUrl: string,
): Promise<string | null> {
  if (!(await repo.customerExists(ctx.db, customerId))) return null;
  const id = `bps_sandbox_${newSecret(40)}`;
  await repo.insertPortalSession(ctx.db, {
    id,
    customer_id: customerId,
    return_url: returnUrl,
    expires_at: new Date(ctx.now().getTime() + PORTAL_LIFETIME_MS),
  });
  return `${ctx.publicUrl}/sandbox-pay/portal/${id}`;
}

export async function portalView(ctx: SandboxContext, token: string): Promise<SandboxPortalView | null> {
  const portal = await repo.findPortalSession(ctx.db, token, ctx.now());
  if (!portal) return null;
  const rows = await repo.customerSubscriptions(ctx.db, portal.customer_id);
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
export async function cancelAtPeriodEnd(
  ctx: SandboxContext,
  token: string,
  subscriptionId: string,
): Promise<boolean> {
  const portal = await repo.findPortalSession(ctx.db, token, ctx.now());
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  if (!portal || !row || row.customer_id !== portal.customer_id) return false;
  if (row.status !== 'active' || row.cancel_at_period_end) return true;
  await repo.updateSubscription(ctx.db, subscriptionId, { cancel_at_period_end: true });
  await emitSubscription(ctx, 'subscription.updated', subscriptionId);
  return true;
}

/**
 * Development and tests: moves a subscription to the end of its current period at once. An active one renews
 * (a new paid invoice, `invoice.paid`); one set to cancel at period end ends (`subscription.canceled`).
 */
export async function advanceClock(
  ctx: SandboxContext,
  subscriptionId: string,
): Promise<{ subscription: SubscriptionInfo; invoiceId: string | null } | null> {
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  if (!row || row.status === 'canceled') return null;
  const periodStart = toDate(row.current_period_end);
  if (row.cancel_at_period_end) {
    await repo.updateSubscription(ctx.db, subscriptionId, { status: 'canceled', canceled_on: periodStart });
    await emitSubscription(ctx, 'subscription.canceled', subscriptionId);
    return {
      subscription: subscriptionInfo((await repo.findSubscription(ctx.db, subscriptionId))!),
      invoiceId: null,
    };
  }
  const periodEnd = addOneMonth(periodStart);
  const invoiceId = `in_sandbox_${newId()}`;
  await ctx.db.transaction().execute(async (trx) => {
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
  await emitInvoice(ctx, invoiceId, subscriptionId);
  const renewed = await repo.findSubscription(ctx.db, subscriptionId);
  return { subscription: subscriptionInfo(renewed!), invoiceId };
}

/**
 * Development and tests: the renewal at the end of the current period is declined (the card expired, say).
 * The subscription falls past due and `invoice.payment_failed` is reported; nothing is charged.
 */
export async function declineRenewal(
  ctx: SandboxContext,
  subscriptionId: string,
): Promise<FailedInvoice | null> {
  const row = await repo.findSubscription(ctx.db, subscriptionId);
  if (!row || row.status === 'canceled') return null;
  await repo.updateSubscription(ctx.db, subscriptionId, { status: 'past_due' });
  const failed: FailedInvoice = {
    id: `in_sandbox_${newId()}`,
    subscriptionId,
    customerId: row.customer_id,
    amountDueCents: row.amount_cents,
    billingReason: 'subscription_cycle',
    attemptCount: 1,
    nextAttemptAt: new Date(ctx.now().getTime() + RETRY_AFTER_MS),
    metadata: metadataOf(row.metadata),
  };
  await emit(ctx, 'invoice.payment_failed', failed);
  return failed;
}
