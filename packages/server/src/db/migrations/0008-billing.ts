import { type Kysely, sql } from 'kysely';

/**
 * Card payments.
 *
 * `payment_event` is the webhook's idempotency record: one row per provider event id, written in the same
 * transaction as the feature's reaction, so a replayed event finds its row and changes nothing again.
 *
 * The `sandbox_*` tables are the built-in sandbox gateway's own state (what Stripe would keep on its side when
 * STRIPE_SECRET_KEY is set): customers, checkout sessions, subscriptions, invoices, customer-portal links and
 * the events it delivered. Metadata and shipping addresses are JSON text, read back by the gateway only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('received_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sandbox_customer')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sandbox_customer_email_idx').on('sandbox_customer').column('email').execute();

  await db.schema
    .createTable('sandbox_checkout_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('collect_shipping_address', 'boolean', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('customer_id', 'text', (c) => c.references('sandbox_customer.id'))
    .addColumn('subscription_id', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_on', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sandbox_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('sandbox_customer.id'))
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('canceled_on', 'timestamptz')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sandbox_subscription_customer_idx')
    .on('sandbox_subscription')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('sandbox_invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.references('sandbox_subscription.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('sandbox_customer.id'))
    .addColumn('amount_paid_cents', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('billing_reason', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_invoice_subscription_idx')
    .on('sandbox_invoice')
    .column('subscription_id')
    .execute();

  await db.schema
    .createTable('sandbox_portal_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('sandbox_customer.id'))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sandbox_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('delivery_status', 'integer')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sandbox_event',
    'sandbox_portal_session',
    'sandbox_invoice',
    'sandbox_subscription',
    'sandbox_checkout_session',
    'sandbox_customer',
    'payment_event',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
