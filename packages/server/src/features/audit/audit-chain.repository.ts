import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The audit log's rows as its hash chain's verifier (audit-chain.ts) reads them. */

/** One row as the verifier reads it: every field as the text the canonical encoding is made of. */
export interface ChainRow {
  id: string;
  position: string;
  occurredMicros: string;
  occurredAt: Date;
  eventCode: string;
  userId: string | null;
  entityType: string | null;
  entityId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  details: string | null;
  prevHash: string;
  hash: string;
}

/** Up to `size` rows after position `after` and up to `last`, in chain order. */
export async function readChainPage(
  db: Kysely<DB>,
  after: number,
  last: number,
  size: number,
): Promise<ChainRow[]> {
  return db
    .selectFrom('audit_event')
    .select([
      sql<string>`id::text`.as('id'),
      sql<string>`chain_position::text`.as('position'),
      sql<string>`((extract(epoch from occurred_at) * 1000000)::bigint)::text`.as('occurredMicros'),
      'occurred_at as occurredAt',
      'event_code as eventCode',
      'user_id as userId',
      'entity_type as entityType',
      'entity_id as entityId',
      'ip',
      'user_agent as userAgent',
      'request_id as requestId',
      sql<string | null>`details::text`.as('details'),
      'prev_hash as prevHash',
      'hash',
    ])
    .where('chain_position', '>', after)
    .where('chain_position', '<=', last)
    .orderBy('chain_position')
    .limit(size)
    .execute();
}

/** The newest row's chain position, 0 when the log is empty. */
export async function lastChainPosition(db: Kysely<DB>): Promise<number> {
  const newest = await db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.max('chain_position').as('last'))
    .executeTakeFirst();
  return newest?.last === null || newest?.last === undefined ? 0 : Number(newest.last);
}
