import { type Kysely, sql, type UpdateObject } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { MailAttachment } from '../mail/mailer.ts';

export type OutboundKind = 'mail' | 'sms';

/** A message as the queue keeps it until it is delivered. */
export type OutboundPayload =
  | { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] }
  | { to: string; body: string };

export interface ClaimedMessage {
  id: string;
  kind: OutboundKind;
  payload: OutboundPayload;
  /** This attempt's number, from 1. */
  attempts: number;
  claim_token: string;
}

/** The NOTIFY channel that wakes every process's worker once a queued message is committed. */
export const OUTBOUND_CHANNEL = 'outbound_message';

/** Stores a message (once per key) and, on commit, wakes the workers of every process. */
export async function insertMessage(
  db: Kysely<DB>,
  values: { id: string; kind: OutboundKind; idempotencyKey: string; payload: OutboundPayload },
): Promise<void> {
  await db
    .insertInto('outbound_message')
    .values({
      id: values.id,
      kind: values.kind,
      idempotency_key: values.idempotencyKey,
      payload: JSON.stringify(values.payload),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  await sql`select pg_notify(${OUTBOUND_CHANNEL}, '')`.execute(db);
}

/**
 * Takes up to `limit` due messages for this worker, each for `leaseMs`. SKIP LOCKED lets the workers of several
 * processes claim at once without waiting on each other or taking the same message; the lease (not a lock held
 * during delivery) is what keeps a message to one worker, so no transaction stays open while a relay answers.
 */
export async function claimDue(
  db: Kysely<DB>,
  { limit, leaseMs, token }: { limit: number; leaseMs: number; token: string },
): Promise<ClaimedMessage[]> {
  const { rows } = await sql<ClaimedMessage>`
    update outbound_message as m
    set locked_until = now() + ${leaseMs} * interval '1 millisecond',
        claim_token = ${token},
        attempts = m.attempts + 1
    where m.id in (
      select id from outbound_message
      where status = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning m.id, m.kind, m.payload, m.attempts, m.claim_token`.execute(db);
  return rows;
}

/**
 * Ends this worker's lease on a message with the given outcome. Only the lease holder may: a message whose lease
 * ran out and that another worker took meanwhile is left to that worker.
 */
async function releaseClaim(
  db: Kysely<DB>,
  id: string,
  token: string,
  outcome: UpdateObject<DB, 'outbound_message'>,
): Promise<void> {
  await db
    .updateTable('outbound_message')
    .set({ ...outcome, locked_until: null, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Delivered: only the lease holder may say so; the message's content is dropped. */
export async function markSent(db: Kysely<DB>, id: string, token: string): Promise<void> {
  await releaseClaim(db, id, token, {
    status: 'sent',
    payload: null,
    finished_on: sql<Date>`now()`,
    last_error: null,
  });
}

export async function markRetry(
  db: Kysely<DB>,
  id: string,
  token: string,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await releaseClaim(db, id, token, {
    run_at: sql<Date>`now() + ${delayMs} * interval '1 millisecond'`,
    last_error: error,
  });
}

export async function markDead(db: Kysely<DB>, id: string, token: string, error: string): Promise<void> {
  await releaseClaim(db, id, token, { status: 'dead', finished_on: sql<Date>`now()`, last_error: error });
}

/** How many messages a worker could take right now. */
export async function countDue(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('outbound_message')
    .select((eb) => eb.fn.countAll<number>().as('due'))
    .where('status', '=', 'pending')
    .where('run_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .executeTakeFirstOrThrow();
  return Number(row.due);
}

export interface QueueCounts {
  pending: number;
  /** Pending messages that have failed at least once. */
  retrying: number;
  dead: number;
  sent: number;
  oldestPendingSince: Date | null;
}

/** The backlog at a glance, for the operators' command. */
export async function queueCounts(db: Kysely<DB>): Promise<QueueCounts> {
  const { rows } = await sql<QueueCounts>`
    select
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
      count(*) filter (where status = 'dead')::int as dead,
      count(*) filter (where status = 'sent')::int as sent,
      min(created_on) filter (where status = 'pending') as "oldestPendingSince"
    from outbound_message`.execute(db);
  return rows[0]!;
}

export interface DeadLetter {
  id: string;
  kind: OutboundKind;
  attempts: number;
  last_error: string | null;
  created_on: Date;
  finished_on: Date | null;
}

export async function listDead(db: Kysely<DB>, limit: number): Promise<DeadLetter[]> {
  return db
    .selectFrom('outbound_message')
    .select(['id', 'kind', 'attempts', 'last_error', 'created_on', 'finished_on'])
    .where('status', '=', 'dead')
    .orderBy('finished_on', 'desc')
    .limit(limit)
    .execute();
}

/** Puts dead letters (all, or the given ids) back in the queue with a fresh count of attempts. */
export async function requeueDead(db: Kysely<DB>, ids: readonly string[] | 'all'): Promise<number> {
  let query = db
    .updateTable('outbound_message')
    .set({ status: 'pending', attempts: 0, run_at: sql<Date>`now()`, finished_on: null })
    .where('status', '=', 'dead');
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  await sql`select pg_notify(${OUTBOUND_CHANNEL}, '')`.execute(db);
  return Number(result.numUpdatedRows);
}
