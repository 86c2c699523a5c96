import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AuditEntry } from '../../plugins/request-context.ts';

export type { AuditEntry } from '../../plugins/request-context.ts';

/** The table row of an entry. */
export function auditRow(entry: AuditEntry) {
  return {
    event_code: entry.eventCode,
    user_id: entry.userId,
    entity_type: entry.entityType ?? null,
    entity_id: entry.entityId ?? null,
    ip: entry.ip,
    user_agent: entry.userAgent?.slice(0, 512) ?? null,
    request_id: entry.requestId,
    details: entry.details ? JSON.stringify(entry.details) : null,
  };
}

/** Appends rows to the audit log in one statement (the table refuses updates and deletes). */
export async function writeAuditRows(db: Kysely<DB>, rows: ReturnType<typeof auditRow>[]): Promise<void> {
  await db.insertInto('audit_event').values(rows).execute();
}

/** Appends one row to the audit log, on the given handle (a transaction's, where the row belongs to it). */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await writeAuditRows(db, [auditRow(entry)]);
}
