import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function listAuditEvents(
  db: Kysely<DB>,
  filter: {
    userId?: string | undefined;
    eventCode?: string | undefined;
    limit: number;
    before?: number | undefined;
  },
) {
  let query = db
    .selectFrom('audit_event')
    .select([
      'id',
      'occurred_at',
      'event_code',
      'user_id',
      'entity_type',
      'entity_id',
      'ip',
      'user_agent',
      'details',
    ])
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.eventCode) query = query.where('event_code', '=', filter.eventCode);
  if (filter.before) query = query.where('id', '<', filter.before);
  return query.execute();
}
