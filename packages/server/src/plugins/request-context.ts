import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Ports } from '../adapters/ports.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/types.ts';

/** Who is calling. Filled by the session plugin; null for anonymous callers. */
export interface Actor {
  userId: string;
  organizationId: string | null;
  isPatient: boolean;
  healcoAdmin: boolean;
  providerRole: string | null;
}

/** One row of the audit log: what happened, to what, and who did it from where. */
export interface AuditEntry {
  eventCode: string;
  userId: string | null;
  entityType?: string | null;
  entityId?: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Appends a row to the audit log and resolves once it is committed. The audit feature provides it
 * (registerAuditLog calls useAuditWriter); the request context only fills in who, when and from where.
 */
export type AuditWriter = (db: Kysely<DB>, entry: AuditEntry) => Promise<void>;

/**
 * Everything a service needs for one request: the database, the ports, the actor, and an audit writer that
 * already knows who, when and from where. Services take this instead of the Fastify request.
 */
export interface RequestContext {
  db: Kysely<DB>;
  ports: Ports;
  config: Config;
  actor: Actor | null;
  /** The hash of the caller's session id, so a service can keep this session while ending others. */
  sessionIdHash: string | null;
  requestId: string;
  ip: string;
  userAgent: string | null;
  audit(
    entry: Omit<AuditEntry, 'userId' | 'ip' | 'userAgent' | 'requestId'> & { userId?: string | null },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    ports: Ports;
    config: Config;
    /** How `ctx.audit` writes its rows, set by the audit feature. */
    auditWriter: AuditWriter;
  }
  interface FastifyRequest {
    actor: Actor | null;
    ctx: RequestContext;
  }
}

export function contextFor(app: FastifyInstance, request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'] ?? null;
  return {
    db: app.db,
    ports: app.ports,
    config: app.config,
    get actor() {
      return request.actor;
    },
    get sessionIdHash() {
      return request.sessionIdHash;
    },
    requestId: request.id,
    ip: request.ip,
    userAgent,
    audit: (entry) =>
      app.auditWriter(app.db, {
        ...entry,
        userId: entry.userId === undefined ? (request.actor?.userId ?? null) : entry.userId,
        ip: request.ip,
        userAgent,
        requestId: request.id,
      }),
  };
}

/** The audit log's writer that every request's `ctx.audit` goes through. */
export function useAuditWriter(app: FastifyInstance, writer: AuditWriter) {
  app.decorate('auditWriter', writer);
}

export function registerRequestContext(app: FastifyInstance) {
  // Every request may have to audit: an app without the audit log's writer does not start.
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('auditWriter'))
      throw new Error('No audit writer: register the audit log (useAuditWriter).');
  });
  app.decorateRequest('actor', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = contextFor(app, request);
  });
}
