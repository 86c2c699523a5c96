import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { writeAudit } from './audit.repository.ts';

type ContextEntry = Parameters<RequestContext['audit']>[0];

/**
 * Writes the request's audit row for a change inside the transaction that makes the change: both commit, or
 * neither does, so a crash can never leave a change without its record nor a record of a change that never
 * happened. Call it as the transaction's last statement: the insert takes the audit chain's lock
 * (migration 0028), which every other audit writer then waits for until this transaction commits.
 */
export function auditInTransaction(trx: Kysely<DB>, ctx: RequestContext, entry: ContextEntry): Promise<void> {
  return writeAudit(trx, {
    ...entry,
    userId: entry.userId === undefined ? (ctx.actor?.userId ?? null) : entry.userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    requestId: ctx.requestId,
  });
}
