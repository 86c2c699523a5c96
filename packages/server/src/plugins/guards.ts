import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from './request-context.ts';

/**
 * Route guards. They run as onRequest hooks (on a whole route prefix with `app.addHook('onRequest', guard)`, or
 * on one route with `onRequest: guard`), so a caller who may not use a route is refused before its body is read
 * or validated: an anonymous caller gets 401 and a caller of the wrong role 403, never a 400 that describes what
 * the route expects. The client's redirects are a convenience; these are the rule.
 */
type Guard = (request: FastifyRequest) => Promise<void>;

const guards = new WeakSet<Guard>();
function guard(check: Guard): Guard {
  guards.add(check);
  return check;
}

export const requireUser = guard(async (request) => {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
});

export const requireAdmin = guard(async (request) => {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  if (!request.actor.healcoAdmin) throw new AppError('NO_ADMIN_PRIVILEGES');
});

export const requirePatient = guard(async (request) => {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  if (!request.actor.isPatient) throw new AppError('FORBIDDEN');
});

/** Providers (any role, or the listed ones); admins pass too, as they manage every provider area. */
export function requireProvider(...roles: string[]): Guard {
  return guard(async (request) => {
    const actor = request.actor;
    if (!actor) throw new AppError('INVALID_USER_AUTH');
    if (actor.healcoAdmin) return;
    if (!actor.providerRole || (roles.length > 0 && !roles.includes(actor.providerRole))) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/**
 * A guard for a rule of its own about the caller (null when signed out), decided before the request is read: a
 * refused caller gets 401 when signed out, 403 otherwise.
 */
export function requireCaller(allowed: (actor: Actor | null, request: FastifyRequest) => boolean): Guard {
  return guard(async (request) => {
    if (allowed(request.actor, request)) return;
    throw new AppError(request.actor ? 'FORBIDDEN' : 'INVALID_USER_AUTH');
  });
}

/**
 * Refuses to start an app where a route names a guard among its later hooks (preParsing, preValidation,
 * preHandler): there it would run after the body was parsed and validated. Guards added to a whole prefix with
 * addHook are not visible here; the authorization matrix test checks those by calling every route.
 */
export function checkGuardOrder(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      const hooks = [route[stage]].flat();
      if (hooks.some((hook) => typeof hook === 'function' && guards.has(hook as Guard))) {
        const method = [route.method].flat().join(',');
        throw new Error(`${method} ${route.url}: a guard must run onRequest, not ${stage}`);
      }
    }
  });
}

/** The actor of a guarded route (the guard already refused anonymous callers). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  return request.actor;
}
