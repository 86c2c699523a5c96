import { type Kysely, sql } from 'kysely';

/**
 * The Stripe prices `npm run stripe:sync` made or found for the catalogue: one row per lookup key (a medication's
 * monthly price, or the membership's) and Stripe mode, so a test-mode account and a live one never lend each other
 * ids. Checkouts through Stripe read the price id here; the sandbox keeps using rx_medication.payment_price_id.
 * The amount is kept so a checkout can see that the catalogue changed after the last sync.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_price')
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('lookup_key', 'text', (c) => c.notNull())
    .addColumn('rx_medication_id', 'text', (c) => c.references('rx_medication.id'))
    .addColumn('stripe_product_id', 'text', (c) => c.notNull())
    .addColumn('stripe_price_id', 'text', (c) => c.notNull())
    .addColumn('unit_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('synced_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('stripe_price_pkey', ['livemode', 'lookup_key'])
    .execute();
  await db.schema
    .createIndex('stripe_price_medication_idx')
    .on('stripe_price')
    .columns(['rx_medication_id', 'livemode'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_price').execute();
}
