import { AppError } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import * as repo from './bookings.repository.ts';

export function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

export interface ListingAccess {
  actor: Actor;
  property: repo.BookableProperty;
  side: 'host' | 'guest' | 'admin';
  /** The guest's approved application (null for the host and admins). */
  introduction: { id: string; property_chat_id: string | null } | null;
}

/**
 * Who may see a listing's calendar and book it. The existing application stays the gate: the host's practice
 * and admins always; another practice only once the host approved its application (403 otherwise: the listing
 * itself is public, so there is nothing to hide by answering "not found").
 */
export async function listingAccess(ctx: RequestContext, propertyId: string): Promise<ListingAccess> {
  const actor = signedIn(ctx);
  const property = await repo.findBookableProperty(ctx.db, propertyId);
  if (!property) throw new AppError('NOT_FOUND');
  if (actor.healcoAdmin) return { actor, property, side: 'admin', introduction: null };
  if (actor.organizationId === property.organization_id) {
    return { actor, property, side: 'host', introduction: null };
  }
  if (!actor.organizationId) throw new AppError('BOOKING_NOT_APPROVED');
  const introduction = await repo.findApprovedIntroduction(ctx.db, propertyId, actor.organizationId);
  if (!introduction) throw new AppError('BOOKING_NOT_APPROVED');
  return { actor, property, side: 'guest', introduction };
}

/**
 * What only the listing's host (and admins) may read or change: the availability settings and who booked.
 * Anyone else is answered "not found", so bookers cannot be probed.
 */
export async function hostAccess(ctx: RequestContext, propertyId: string) {
  const actor = signedIn(ctx);
  const property = await repo.findBookableProperty(ctx.db, propertyId);
  if (!property) throw new AppError('NOT_FOUND');
  if (!actor.healcoAdmin && actor.organizationId !== property.organization_id)
    throw new AppError('NOT_FOUND');
  return { actor, property };
}
