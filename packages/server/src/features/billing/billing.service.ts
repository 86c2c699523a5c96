import { MalformedWebhookError } from '../../adapters/payment/webhook-event.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import * as repo from './billing.repository.ts';
import { paymentEventHandler, purposeOf } from './payment-events.ts';

export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature is missing or does not match.';
export const WEBHOOK_BODY_INVALID =
  'The webhook body is not a payment event: it must be JSON with an id, a type and a data object.';

export interface WebhookReceipt {
  eventId: string;
  /** True when this event id had been received before: nothing was done again. */
  duplicate: boolean;
}

/**
 * A payment provider's webhook: verified over the raw body, recorded once by event id, then handed to the
 * feature that owns the payment's purpose.
 *
 * The claim is its own statement rather than one transaction around the handler: handlers send mail and write
 * audit rows through their own connections (on the embedded database a second connection inside an open
 * transaction would wait forever). A handler that fails releases the claim, so the provider's retry acts.
 */
export async function receiveWebhook(
  ctx: RequestContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  let event: Awaited<ReturnType<typeof ctx.ports.payments.parseWebhook>>;
  try {
    event = await ctx.ports.payments.parseWebhook(payload, signature);
  } catch (error) {
    if (error instanceof MalformedWebhookError) throw badRequest(WEBHOOK_BODY_INVALID);
    throw error;
  }
  if (!event) throw badRequest(WEBHOOK_SIGNATURE_REFUSED);

  const purpose = event.type === 'ignored' ? undefined : purposeOf(event);
  const handler = event.type === 'ignored' ? undefined : paymentEventHandler(purpose);
  const claimed = await repo.claimEvent(ctx.db, {
    id: event.id,
    type: event.type === 'ignored' ? event.providerType : event.type,
    purpose: purpose ?? null,
    result: handler ? 'processing' : 'ignored',
  });
  if (!claimed) return { eventId: event.id, duplicate: true };
  if (!handler || event.type === 'ignored') return { eventId: event.id, duplicate: false };

  try {
    await handler(ctx, event);
  } catch (error) {
    await repo.releaseEvent(ctx.db, event.id);
    throw error;
  }
  await repo.recordResult(ctx.db, event.id, 'processed');
  return { eventId: event.id, duplicate: false };
}

export const NO_PAYMENTS_YET =
  'You have no payments to manage yet. Your subscriptions appear here once a checkout is paid.';

/** A link to the payment provider's customer portal for the caller's own customer, returning to their dashboard. */
export async function customerPortalUrl(ctx: RequestContext): Promise<string> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  const customerId = await repo.latestCustomerIdOf(ctx.db, actor.userId);
  if (!customerId) throw badRequest(NO_PAYMENTS_YET);
  let url: string | null;
  try {
    url = await ctx.ports.payments.createCustomerPortalUrl(customerId, `${ctx.config.publicUrl}/rx`);
  } catch (error) {
    throw new AppError('UNABLE_TO_FIND_CUSTOMER', undefined, { cause: error });
  }
  if (!url) throw unknownPaymentCustomer();
  return url;
}

export const PAYMENT_CUSTOMER_UNKNOWN =
  'Our payment provider has no record of your payment details, so there is nothing to manage there. Please contact support if you have paid for a subscription.';

/**
 * The provider does not know the customer we stored (another Stripe account's, or a reset sandbox): a client
 * error that says so (400: the web client shows its message, where a 404 would show a generic not-found text).
 */
export function unknownPaymentCustomer(): AppError {
  return badRequest(PAYMENT_CUSTOMER_UNKNOWN);
}

/** The next payment of one of the caller's subscriptions, in unix seconds (null when none will be taken). */
export async function nextPaymentOn(ctx: RequestContext, subscriptionId: string): Promise<number | null> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!(await repo.ownsSubscription(ctx.db, actor.userId, subscriptionId))) throw notFound();
  let next: Date | null;
  try {
    next = await ctx.ports.payments.nextPaymentDate(subscriptionId);
  } catch (error) {
    throw new AppError('UNABLE_TO_FIND_CUSTOMER', undefined, { cause: error });
  }
  return next ? Math.floor(next.getTime() / 1000) : null;
}
