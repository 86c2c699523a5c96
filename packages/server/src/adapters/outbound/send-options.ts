import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** How a message is handed over: to the outbound queue by a feature, or to a delivery back end by the worker. */
export interface SendOptions {
  /**
   * The transaction of the change that causes the message: the message is queued only if that change commits.
   * Only the queue reads it.
   */
  db?: Kysely<DB>;
  /**
   * What makes two requests for a message the same message (e.g. `prescription-approved:<id>`): with the kind
   * and the recipient it is queued once however often it is asked for. Left out: every call is a new message.
   */
  key?: string;
  /**
   * Set by the worker for the back ends: the message's own id, the same on every attempt, so a receiver (and the
   * offline outbox) can tell a repeated delivery from a new message.
   */
  messageId?: string;
}
