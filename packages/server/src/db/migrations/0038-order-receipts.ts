import type { Kysely } from 'kysely';

/**
 * What a receipt needs that an order did not keep: the tax and currency the provider charged, the card's brand and
 * last four digits (never more of the card), the provider's charge id (a refund event names the charge, not the
 * invoice), and what has been refunded so far. Older orders keep nulls and show what they have.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_history')
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('charge_id', 'text')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_on', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('order_history_charge_idx')
    .on('order_history')
    .column('charge_id')
    .unique()
    .where('charge_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_history_charge_idx').execute();
  await db.schema
    .alterTable('order_history')
    .dropColumn('tax_cents')
    .dropColumn('currency')
    .dropColumn('card_brand')
    .dropColumn('card_last4')
    .dropColumn('charge_id')
    .dropColumn('refunded_cents')
    .dropColumn('refunded_on')
    .execute();
}
