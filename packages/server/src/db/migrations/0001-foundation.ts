import { type Kysely, sql } from 'kysely';

/**
 * The ground every feature stands on: users and organizations, the reference lists, the outboxes of the
 * offline mail/SMS adapters, stored files and the append-only audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);

  await db.schema
    .createTable('organization')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('fax', 'text')
    .addColumn('ein', 'text')
    .addColumn('address_line_one', 'text')
    .addColumn('address_line_two', 'text')
    .addColumn('city', 'text')
    .addColumn('us_state', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('healco_plan', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('owner_user_id', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTV'))
    .addColumn('is_patient', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('healco_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('provider_role', 'text')
    .addColumn('organization_id', 'text', (c) => c.references('organization.id'))
    .addColumn('is_email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_phone_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('signup_reason', 'text')
    .addColumn('user_type', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login', 'timestamptz')
    .execute();
  // Emails are compared case-insensitively; the index makes that both unique and fast.
  await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
  await db.schema.createIndex('app_user_organization_idx').on('app_user').column('organization_id').execute();

  await db.schema
    .createTable('reference_item')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_item_pkey', ['table_name', 'id'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mail_outbox_to_idx')
    .on('mail_outbox')
    .columns(['to_address', 'created_on'])
    .execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sms_outbox_to_idx')
    .on('sms_outbox')
    .columns(['to_phone', 'created_on'])
    .execute();

  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('stored_file_folder_name_key', ['folder', 'file_name'])
    .execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('event_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('request_id', 'text')
    .addColumn('details', 'jsonb')
    .execute();
  await db.schema
    .createIndex('audit_event_user_idx')
    .on('audit_event')
    .columns(['user_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('audit_event_entity_idx')
    .on('audit_event')
    .columns(['entity_type', 'entity_id'])
    .execute();
  // HIPAA audit controls: the log is append-only, enforced by the database itself, not by convention.
  await sql`
    create function audit_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_event is append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_event_no_change before update or delete on audit_event
    for each row execute function audit_event_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_event',
    'stored_file',
    'sms_outbox',
    'mail_outbox',
    'reference_item',
    'app_user',
    'organization',
  ]) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
  await sql`drop function if exists audit_event_append_only`.execute(db);
}
