import type { FastifyInstance } from 'fastify';
import { useAuditWriter } from '../../plugins/request-context.ts';
import { appendAudit } from './audit-batches.ts';

/** Every request's `ctx.audit` writes through the audit log's group commit (audit-batches.ts). */
export function registerAuditLog(app: FastifyInstance): void {
  useAuditWriter(app, appendAudit);
}
