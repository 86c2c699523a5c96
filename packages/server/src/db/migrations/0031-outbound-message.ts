import { type Kysely, sql } from 'kysely';

/**
 * `outbound_message`: email and text messages waiting to be delivered, delivered, or given up on (the dead
 * letters). A message is stored by the action that causes it (in the same transaction where there is one) and
 * delivered by a worker of any server process, so a request never waits on the mail relay or the SMS provider
 * and a message survives a crash or a provider outage.
 *
 * - `idempotency_key` is unique: the same message to the same recipient is stored once however often it is asked
 *   for (a hash, so it shows no address).
 * - `payload` is the message itself (recipient, subject, body); it is cleared once delivered, so the table does
 *   not become a second copy of everything ever sent. Dead letters keep theirs, to be sent again.
 * - `locked_until` and `claim_token` are a worker's lease on a message it is delivering: another worker takes it
 *   only once the lease has run out (the first one died), and only the holder of the lease may mark it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbound_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('mail', 'sms')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'jsonb')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'dead')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_on', 'timestamptz')
    .execute();
  // The workers' one question: what is due now.
  await sql`
    create index outbound_message_due_idx on outbound_message (run_at)
    where status = 'pending'`.execute(db);
  await sql`
    create index outbound_message_dead_idx on outbound_message (finished_on)
    where status = 'dead'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbound_message').ifExists().execute();
}
