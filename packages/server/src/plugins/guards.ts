import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from './request-context.ts';

/**
 * Route guards, used as preHandler hooks on a whole route prefix or a single route. The client's redirects are a
 * convenience; these are the rule.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  if (!request.actor.healcoAdmin) throw new AppError('NO_ADMIN_PRIVILEGES');
}

export async function requirePatient(request: FastifyRequest) {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  if (!request.actor.isPatient) throw new AppError('FORBIDDEN');
}

/** Providers (any role, or the listed ones); admins pass too, as they manage every provider area. */
export function requireProvider(...roles: string[]) {
  return async (request: FastifyRequest) => {
    const actor = request.actor;
    if (!actor) throw new AppError('INVALID_USER_AUTH');
    if (actor.healcoAdmin) return;
    if (!actor.providerRole || (roles.length > 0 && !roles.includes(actor.providerRole))) {
      throw new AppError('FORBIDDEN');
    }
  };
}

/** The actor of a guarded route (the guard already refused anonymous callers). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('INVALID_USER_AUTH');
  return request.actor;
}
