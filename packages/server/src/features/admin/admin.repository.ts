import { type Kysely, sql } from 'kysely';
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
    .selectFrom('audit_event as e')
    // Who the user is, so the log reads as people rather than ids; a removed account leaves the name empty.
    .leftJoin('app_user as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.occurred_at',
      'e.event_code',
      'e.user_id',
      'e.entity_type',
      'e.entity_id',
      'e.ip',
      'e.user_agent',
      'e.details',
      sql<string | null>`nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`.as(
        'user_name',
      ),
      'u.email as user_email',
      'u.organization_id as user_organization_id',
    ])
    .orderBy('e.id', 'desc')
    .limit(filter.limit);
  if (filter.userId) query = query.where('e.user_id', '=', filter.userId);
  if (filter.eventCode) query = query.where('e.event_code', '=', filter.eventCode);
  if (filter.before) query = query.where('e.id', '<', filter.before);
  return query.execute();
}
