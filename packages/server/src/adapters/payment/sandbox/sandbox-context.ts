import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';
import type { CardSummary, SubscriptionInfo } from '../payment-gateway.ts';
import type { SubscriptionRow } from './sandbox.repository.ts';

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

/** What every part of the sandbox gateway works with: its options, its clock and, once connected, the app. */
export interface SandboxContext {
  readonly db: Kysely<DB>;
  readonly publicUrl: string;
  readonly webhookSecret: string;
  readonly priceOf: SandboxPriceLookup;
  readonly now: () => Date;
  deliver: WebhookDelivery | null;
}

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

export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
export const parseJson = <T>(value: string | null): T | null => (value ? (JSON.parse(value) as T) : null);
/** A row's stored metadata, or none. */
export const metadataOf = (value: string | null | undefined): Record<string, string> =>
  parseJson<Record<string, string>>(value ?? null) ?? {};

export function subscriptionInfo(row: SubscriptionRow): SubscriptionInfo {
  const status = row.status as SubscriptionInfo['status'];
  return {
    id: row.id,
    customerId: row.customer_id,
    status,
    currentPeriodEnd: toDate(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    metadata: metadataOf(row.metadata),
  };
}
