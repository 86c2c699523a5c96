import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface SyncedPrice {
  livemode: boolean;
  lookupKey: string;
  rxMedicationId: string | null;
  productId: string;
  priceId: string;
  unitAmountCents: number;
  currency: string;
}

export async function recordSyncedPrice(db: Kysely<DB>, price: SyncedPrice): Promise<void> {
  const values = {
    rx_medication_id: price.rxMedicationId,
    stripe_product_id: price.productId,
    stripe_price_id: price.priceId,
    unit_amount_cents: price.unitAmountCents,
    currency: price.currency,
    synced_on: new Date(),
  };
  await db
    .insertInto('stripe_price')
    .values({ livemode: price.livemode, lookup_key: price.lookupKey, ...values })
    .onConflict((oc) => oc.columns(['livemode', 'lookup_key']).doUpdateSet(values))
    .execute();
}

/** Every medication, retired ones included, in the catalogue's order. */
export function listMedications(db: Kysely<DB>) {
  return db
    .selectFrom('rx_medication')
    .select(['id', 'name', 'dosage', 'day_supply', 'price_cents'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findSyncedPrice(db: Kysely<DB>, livemode: boolean, lookupKey: string) {
  return db
    .selectFrom('stripe_price')
    .select(['stripe_price_id', 'unit_amount_cents'])
    .where('livemode', '=', livemode)
    .where('lookup_key', '=', lookupKey)
    .executeTakeFirst();
}
