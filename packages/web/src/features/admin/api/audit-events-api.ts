import { useApiQuery } from '../../../lib/api-client.ts';

/** One row of GET /admin/audit-events. */
export interface AuditEvent {
  id: number;
  occurredAt: string;
  eventCode: string;
  userId: string | null;
  /** The account behind userId; null when there is none (a removed account, or nobody signed in). */
  user: { name: string | null; email: string; organizationId: string | null } | null;
  entityType: string | null;
  entityId: string | null;
  ip: string | null;
  userAgent: string | null;
  details: unknown;
}

export const RECENT_EVENTS_LIMIT = 20;

/** The newest audit-log entries, fetched quietly and fresh on every visit. */
export function useRecentAuditEvents() {
  return useApiQuery<AuditEvent[]>(
    ['admin', 'audit-events', RECENT_EVENTS_LIMIT],
    `/admin/audit-events?limit=${RECENT_EVENTS_LIMIT}`,
    { silent: true, staleTime: 0 },
  );
}
