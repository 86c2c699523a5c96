import { MEMBERSHIP_PRICE_CENTS, MEMBERSHIP_SANDBOX_PRICE_ID } from '@carespace/domain';
import { isLiveKey } from '../../adapters/payment/stripe-client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { MEMBERSHIP_LOOKUP_KEY, medicationLookupKey } from './stripe-catalogue.ts';
import { findSyncedPrice } from './stripe-price.repository.ts';

const notSynced = (what: string) =>
  new AppError('UNABLE_TO_CHECKOUT', undefined, {
    cause: `${what} has no Stripe price for this amount in this mode: run npm run stripe:sync`,
  });

/**
 * The Stripe price a checkout charges, as `npm run stripe:sync` last recorded it for the key's mode. A price
 * recorded for another amount means the catalogue changed since: the checkout is refused rather than charge
 * something other than the price the patient was shown.
 */
async function syncedPriceId(ctx: RequestContext, lookupKey: string, amountCents: number, what: string) {
  const livemode = isLiveKey(ctx.config.stripeSecretKey ?? '');
  const synced = await findSyncedPrice(ctx.db, livemode, lookupKey);
  if (!synced || synced.unit_amount_cents !== amountCents) throw notSynced(what);
  return synced.stripe_price_id;
}

/** A medication's price id: the catalogue's own in the sandbox, the synced one with Stripe. */
export async function medicationCheckoutPriceId(
  ctx: RequestContext,
  medication: { id: string; payment_price_id: string; price_cents: number },
): Promise<string> {
  if (ctx.ports.payments.kind === 'sandbox') return medication.payment_price_id;
  return syncedPriceId(ctx, medicationLookupKey(medication.id), medication.price_cents, medication.id);
}

/** The membership's price id: the sandbox's own, else STRIPE_MEMBERSHIP_PRICE_ID when set, else the synced one. */
export async function membershipCheckoutPriceId(ctx: RequestContext): Promise<string> {
  if (ctx.ports.payments.kind === 'sandbox') return MEMBERSHIP_SANDBOX_PRICE_ID;
  if (ctx.config.stripeMembershipPriceId) return ctx.config.stripeMembershipPriceId;
  return syncedPriceId(ctx, MEMBERSHIP_LOOKUP_KEY, MEMBERSHIP_PRICE_CENTS, 'The membership');
}
