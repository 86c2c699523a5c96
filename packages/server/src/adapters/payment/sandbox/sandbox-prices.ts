import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICE_CENTS, MEMBERSHIP_SANDBOX_PRICE_ID } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';
import type { SandboxPriceLookup } from './sandbox-gateway.ts';

/**
 * The sandbox's price list is the medication catalogue: each medication's `payment_price_id` is a sandbox price
 * (as it would be a Stripe price id in production), so a checkout that names only the price id still shows
 * what is bought and charges the catalogue's price. The membership has its own sandbox price.
 */
export function medicationCataloguePrices(db: Kysely<DB>): SandboxPriceLookup {
  return async (priceId) => {
    if (priceId === MEMBERSHIP_SANDBOX_PRICE_ID) {
      return { name: `${MEMBERSHIP_PLAN_NAME}, monthly`, amountCents: MEMBERSHIP_PRICE_CENTS };
    }
    const row = await db
      .selectFrom('rx_medication')
      .select(['name', 'dosage', 'price_cents'])
      .where('payment_price_id', '=', priceId)
      .executeTakeFirst();
    return row ? { name: `${row.name} ${row.dosage}`, amountCents: row.price_cents } : null;
  };
}
