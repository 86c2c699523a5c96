import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin } from '../../plugins/guards.ts';
import { listAuditEvents } from './admin.repository.ts';

const auditEvent = z.object({
  id: z.number(),
  occurredAt: z.string(),
  eventCode: z.string(),
  userId: z.string().nullable(),
  /** The account behind userId, when it still exists: what the dashboard shows instead of the id. */
  user: z
    .object({ name: z.string().nullable(), email: z.string(), organizationId: z.string().nullable() })
    .nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.unknown(),
});

/** Admin-only calls. The guard covers the whole prefix: any other caller gets NO_ADMIN_PRIVILEGES. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before body and query validation: a non-admin learns nothing about the call, not even its schema.
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/audit-events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Review the audit log, newest first (HIPAA audit controls)',
        querystring: z.object({
          userId: z.string().max(64).optional(),
          eventCode: z.string().max(8).optional(),
          before: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: responses(z.array(auditEvent)),
      },
    },
    async (request) => {
      const rows = await listAuditEvents(app.db, request.query);
      // Reviewing the log is itself an access worth recording.
      await request.ctx.audit({
        eventCode: 'RCVW',
        entityType: 'audit_event',
        details: { filter: request.query },
      });
      return ok(
        rows.map((r) => ({
          id: r.id,
          occurredAt: new Date(r.occurred_at).toISOString(),
          eventCode: r.event_code,
          userId: r.user_id,
          user:
            r.user_email === null
              ? null
              : { name: r.user_name, email: r.user_email, organizationId: r.user_organization_id },
          entityType: r.entity_type,
          entityId: r.entity_id,
          ip: r.ip,
          userAgent: r.user_agent,
          details: r.details,
        })),
      );
    },
  );
};
