import { type Kysely, sql } from 'kysely';

/**
 * The provider membership: an organization's payment subscription and its state, kept in
 * step by the payment provider's webhooks. `healco_plan` keeps the plan code (NONE, STRD, LGCY); whether the
 * organization is a paying member is decided from these columns (domain rule isPaidMember).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 0009-account may have added the customer id already.
  await sql`alter table organization add column if not exists payment_customer_id text`.execute(db);
  await db.schema
    .alterTable('organization')
    .addColumn('payment_subscription_id', 'text')
    .addColumn('subscription_status', 'text')
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('membership_updated_on', 'timestamptz')
    .execute();
  // Webhooks find the organization by its subscription.
  await db.schema
    .createIndex('organization_payment_subscription_idx')
    .on('organization')
    .column('payment_subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('organization_payment_subscription_idx').ifExists().execute();
  await db.schema
    .alterTable('organization')
    .dropColumn('payment_subscription_id')
    .dropColumn('subscription_status')
    .dropColumn('current_period_end')
    .dropColumn('cancel_at_period_end')
    .dropColumn('membership_updated_on')
    .execute();
}
