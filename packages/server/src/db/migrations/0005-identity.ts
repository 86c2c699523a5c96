import { type Kysely, sql } from 'kysely';

/**
 * Identity and account security: emailed single-use keys (verification, email change, password reset,
 * organization invitation), one-time SMS codes (sign-in second factor, phone verification), and the
 * failed-sign-in counter behind the temporary lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('password_changed_on', 'timestamptz')
    .execute();

  await db.schema
    .createTable('verification_key')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('verification_key_user_idx')
    .on('verification_key')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('one_time_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // For a sign-in challenge: the hash of the token in the browser's pending-sign-in cookie.
    .addColumn('challenge_hash', 'text')
    // For a phone verification started by a phone change with two-factor chosen: turn it on once verified.
    .addColumn('enable_two_factor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('one_time_code_user_idx')
    .on('one_time_code')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_code').ifExists().execute();
  await db.schema.dropTable('verification_key').ifExists().execute();
  await db.schema
    .alterTable('app_user')
    .dropColumn('failed_login_count')
    .dropColumn('locked_until')
    .dropColumn('password_changed_on')
    .execute();
}
