import { type Kysely, sql } from 'kysely';

/**
 * Applications (property introductions) and the property chat they open. A seeker organization
 * applies once per property; the host answers once. Approval opens one chat between the two organizations.
 * Chat messages carry a sequence number: it orders history, pages it ("before") and lets a live stream resume
 * after a reconnect ("after the last seen"). The client message id makes a retried send store one message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property_introduction')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) => c.notNull().references('property.id').onDelete('cascade'))
    // The host organization, copied from the property so the host's list is one index range.
    .addColumn('host_organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('applicant_user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('message_to_host', 'text', (c) => c.notNull())
    .addColumn('how_soon', 'text', (c) => c.notNull())
    .addColumn('sent_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('responded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('responded_by_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('approved_on', 'timestamptz')
    .addColumn('rejected_on', 'timestamptz')
    .addColumn('rejection_reason', 'text')
    .addColumn('rejection_reason_other', 'text')
    .addColumn('property_chat_id', 'text')
    .addUniqueConstraint('property_introduction_once', ['property_id', 'organization_id'])
    .execute();
  await sql`alter table property_introduction add constraint property_introduction_answer_check check (
    (approved_on is null or rejected_on is null) and (responded = (approved_on is not null or rejected_on is not null))
  )`.execute(db);
  await db.schema
    .createIndex('property_introduction_host_idx')
    .on('property_introduction')
    .columns(['host_organization_id', 'sent_on'])
    .execute();

  await db.schema
    .createTable('property_chat')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('introduction_id', 'text', (c) =>
      c.notNull().unique().references('property_introduction.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'text', (c) => c.notNull().references('property.id').onDelete('cascade'))
    .addColumn('host_organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('guest_organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_on', 'timestamptz')
    // The quiet period of the CHAT notification, per side: one notice per burst of messages, not one per message.
    .addColumn('host_notified_on', 'timestamptz')
    .addColumn('guest_notified_on', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('property_chat_host_idx')
    .on('property_chat')
    .column('host_organization_id')
    .execute();
  await db.schema
    .createIndex('property_chat_guest_idx')
    .on('property_chat')
    .column('guest_organization_id')
    .execute();

  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity().unique())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('property_chat.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('sender_organization_id', 'text', (c) => c.references('organization.id'))
    .addColumn('client_message_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_message_client_once', ['chat_id', 'sender_user_id', 'client_message_id'])
    .execute();
  await db.schema
    .createIndex('chat_message_chat_seq_idx')
    .on('chat_message')
    .columns(['chat_id', 'seq'])
    .execute();

  // How far each person has read each chat: the unread count is what came after, from the other side.
  await db.schema
    .createTable('chat_read')
    .addColumn('chat_id', 'text', (c) => c.notNull().references('property_chat.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id'))
    .addColumn('last_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_read_pkey', ['chat_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_read').ifExists().execute();
  await db.schema.dropTable('chat_message').ifExists().execute();
  await db.schema.dropTable('property_chat').ifExists().execute();
  await db.schema.dropTable('property_introduction').ifExists().execute();
}
