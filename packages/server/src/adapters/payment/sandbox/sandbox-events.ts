import { newId } from '../../../lib/ids.ts';
import type {
  FailedInvoice,
  PaidInvoice,
  PaymentEvent,
  RefundedCharge,
  SubscriptionInfo,
} from '../payment-gateway.ts';
import { parseEventJson, readEventEnvelope } from '../webhook-event.ts';
import { signWebhookPayload, verifyWebhookSignature } from '../webhook-signature.ts';
import * as repo from './sandbox.repository.ts';
import {
  metadataOf,
  SANDBOX_CARD,
  type SandboxContext,
  sandboxChargeId,
  subscriptionInfo,
  toDate,
} from './sandbox-context.ts';

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

/** Reads an event the sandbox sent, once its signature holds, back into the port's shape. */
export function parseSandboxWebhook(
  ctx: SandboxContext,
  payload: Buffer,
  signature: string | undefined,
): PaymentEvent | null {
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  if (!verifyWebhookSignature(ctx.webhookSecret, payload, signature, nowSeconds)) return null;
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

/** Reports a paid invoice of a subscription (`invoice.paid`), carrying the subscription's metadata. */
export async function emitInvoice(
  ctx: SandboxContext,
  invoiceId: string,
  subscriptionId: string,
): Promise<void> {
  const subscription = (await repo.findSubscription(ctx.db, subscriptionId))!;
  const invoice = await repo.findInvoice(ctx.db, invoiceId);
  if (!invoice) throw new Error(`The sandbox gateway has no invoice ${invoiceId}`);
  const paid: PaidInvoice = {
    id: invoice.id,
    subscriptionId,
    customerId: invoice.customer_id,
    amountPaidCents: invoice.amount_paid_cents,
    periodStart: toDate(invoice.period_start),
    periodEnd: toDate(invoice.period_end),
    billingReason: invoice.billing_reason,
    metadata: metadataOf(subscription.metadata),
    taxCents: 0,
    currency: 'usd',
    card: SANDBOX_CARD,
    chargeId: sandboxChargeId(invoice.id),
  };
  await emit(ctx, 'invoice.paid', paid);
}

export async function emitSubscription(
  ctx: SandboxContext,
  type: 'subscription.updated' | 'subscription.canceled',
  id: string,
): Promise<void> {
  const row = (await repo.findSubscription(ctx.db, id))!;
  await emit(ctx, type, subscriptionInfo(row));
}

/**
 * Stores the event, signs it as Stripe would and posts it to the app (when connected). Events the app refused
 * before (its handler failed) go again first, in order, as the provider's retries would bring them.
 */
export async function emit(ctx: SandboxContext, type: SandboxEventType, object: unknown): Promise<void> {
  const now = ctx.now();
  const id = `evt_sandbox_${newId()}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: EVENT_TYPES[type],
    created: Math.floor(now.getTime() / 1000),
    data: { object },
  });
  await repo.insertEvent(ctx.db, { id, type: EVENT_TYPES[type], payload, created_on: now });
  if (!ctx.deliver) return;
  const pending = await repo.undeliveredEvents(ctx.db, {
    unsentBefore: new Date(now.getTime() - 60_000),
    since: new Date(now.getTime() - RETRY_WINDOW_MS),
  });
  for (const event of pending) {
    if (event.id !== id) await send(ctx, event.id, event.payload);
  }
  await send(ctx, id, payload);
}

async function send(ctx: SandboxContext, id: string, payload: string): Promise<void> {
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const signature = signWebhookPayload(ctx.webhookSecret, payload, timestamp);
  const status = await (ctx.deliver?.(payload, signature) ?? Promise.resolve(0)).catch(() => 0);
  await repo.markEventDelivered(ctx.db, id, status);
}
