import { type Kysely, sql } from 'kysely';

/**
 * Sign-in throttling instead of a lock anyone could trigger, abuse counters every process shares, and codes that
 * prove an address before a sign-up creates the account.
 *
 * - `login_throttle`: consecutive unsuccessful sign-ins per email (keyed by the SHA-256 of the lower-cased
 *   address, so an address without an account behaves like one with an account and is not kept readable) and
 *   the earliest moment the next attempt is taken. Used when REDIS_URL is not set.
 * - `rate_limit_counter`: the per-IP, per-network and per-address request windows of the abuse limits, when
 *   REDIS_URL is not set (they lived in one process's memory before).
 * - `signup_code`: the 6-digit code mailed to the address a visitor signs up with inside the questionnaire,
 *   bound to that draft and to the address (hashed).
 *
 * Wrong passwords no longer lock an account: the accounts locked that way are active again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_after', 'timestamptz', (c) => c.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_throttle_last_attempt_idx')
    .on('login_throttle')
    .column('last_attempt_at')
    .execute();

  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counter_resets_idx')
    .on('rate_limit_counter')
    .column('resets_at')
    .execute();

  await db.schema
    .createTable('signup_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('patient_questionnaire_id', 'text', (c) =>
      c.notNull().references('patient_questionnaire.id').onDelete('cascade'),
    )
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('signup_code_questionnaire_idx')
    .on('signup_code')
    .columns(['patient_questionnaire_id', 'email_hash'])
    .execute();

  // Only failed sign-ins ever set LOCK (with its end in locked_until); the status stays for the account states
  // the admin console and the reference data list.
  await sql`
    update app_user set status = 'ACTV', locked_until = null, failed_login_count = 0
    where status = 'LOCK' and locked_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signup_code').ifExists().execute();
  await db.schema.dropTable('rate_limit_counter').ifExists().execute();
  await db.schema.dropTable('login_throttle').ifExists().execute();
}
