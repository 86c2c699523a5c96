import { type Kysely, sql } from 'kysely';

/**
 * Renting a listed space by the hour or the day. A listing's availability (weekly hours, blocked dates, prices,
 * cancellation policy); its bookings, whose held time ranges may never overlap: an exclusion constraint decides,
 * so two guests racing for the same hour cannot both get it whatever the code does. A host's payout account and
 * the payouts made to it. Chat messages the app itself writes (a booking made or cancelled) are marked as such.
 *
 * btree_gist lets the constraint compare the listing id (a plain equality) in the same GiST index as the range.
 * It ships with PostgreSQL's contrib; the embedded database is opened with it (db/database.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await db.schema
    .createTable('property_availability')
    .addColumn('property_id', 'text', (c) => c.primaryKey().references('property.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('weekly_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('blocked_dates', sql`date[]`, (c) => c.notNull().defaultTo(sql`'{}'::date[]`))
    .addColumn('min_booking_hours', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hourly_price_cents', 'integer', (c) => c.notNull())
    .addColumn('daily_price_cents', 'integer', (c) => c.notNull())
    .addColumn('cancellation_policy', 'text', (c) =>
      c.notNull().check(sql`cancellation_policy in ('flexible', 'moderate', 'strict')`),
    )
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('space_booking')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) => c.notNull().references('property.id'))
    .addColumn('host_organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('guest_organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('guest_user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('introduction_id', 'text', (c) => c.references('property_introduction.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hourly', 'daily')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('during', sql`tstzrange`, (c) =>
      c.generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`).stored(),
    )
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending_payment', 'confirmed', 'canceled', 'expired')`),
    )
    .addColumn('hold_expires_on', 'timestamptz')
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull())
    .addColumn('host_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_percent', 'integer', (c) => c.notNull())
    .addColumn('cancellation_policy', 'text', (c) => c.notNull())
    .addColumn('checkout_session_id', 'text')
    .addColumn('paid_on', 'timestamptz')
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_id', 'text')
    .addColumn('canceled_on', 'timestamptz')
    .addColumn('canceled_by', 'text', (c) => c.check(sql`canceled_by in ('guest', 'host', 'admin')`))
    .addColumn('canceled_by_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('cancel_reason', 'text')
    .addColumn('payout_id', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('space_booking_range', sql`ends_at > starts_at`)
    .execute();
  // Only a booking that holds its time (being paid for, or paid) blocks another; cancelled and lapsed ones do not.
  await sql`alter table space_booking add constraint space_booking_no_overlap
    exclude using gist (property_id with =, during with &&)
    where (status in ('pending_payment', 'confirmed'))`.execute(db);
  await db.schema
    .createIndex('space_booking_guest_idx')
    .on('space_booking')
    .columns(['guest_organization_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('space_booking_host_idx')
    .on('space_booking')
    .columns(['host_organization_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('space_booking_created_idx')
    .on('space_booking')
    .columns(['created_on', 'id'])
    .execute();
  await db.schema
    .createIndex('space_booking_checkout_idx')
    .on('space_booking')
    .column('checkout_session_id')
    .unique()
    .where('checkout_session_id', 'is not', null)
    .execute();

  await db.schema
    .createTable('payout_account')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organization.id'))
    .addColumn('provider_account_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('onboarding', 'active')`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('connected_on', 'timestamptz')
    .execute();

  await db.schema
    .createTable('host_payout')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'paid')`))
    .addColumn('arrives_on', 'date', (c) => c.notNull())
    // The payment provider's transfer to the host's payout account.
    .addColumn('transfer_id', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('host_payout_org_idx')
    .on('host_payout')
    .columns(['organization_id', 'arrives_on'])
    .execute();

  // The payment sandbox's own record of the payout accounts it "onboards" (as Stripe keeps connected accounts).
  await db.schema
    .createTable('sandbox_connect_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('details_submitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The offline mailbox's attachments column (a booking's calendar file) comes with 0040.

  await db.schema
    .alterTable('chat_message')
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_message').dropColumn('is_system').execute();
  await db.schema.dropTable('sandbox_connect_account').execute();
  await db.schema.dropTable('host_payout').execute();
  await db.schema.dropTable('payout_account').execute();
  await db.schema.dropTable('space_booking').execute();
  await db.schema.dropTable('property_availability').execute();
}
