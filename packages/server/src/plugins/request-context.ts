import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Ports } from '../adapters/ports.ts';
import type { Config } from '../config.ts';
import type { DB } from '../db/types.ts';
import type { AuditEntry } from '../features/audit/audit.repository.ts';
import { appendAudit } from '../features/audit/audit-batches.ts';

/** Who is calling. Filled by the session plugin; null for anonymous callers. */
export interface Actor {
  userId: string;
  organizationId: string | null;
  isPatient: boolean;
  healcoAdmin: boolean;
  providerRole: string | null;
}

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
      appendAudit(app.db, {
        ...entry,
        userId: entry.userId === undefined ? (request.actor?.userId ?? null) : entry.userId,
        ip: request.ip,
        userAgent,
        requestId: request.id,
      }),
  };
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = contextFor(app, request);
  });
}
