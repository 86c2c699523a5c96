import type { InPersonOffer, InPersonOfferUpdate } from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import * as repo from './in-person-visits.repository.ts';

function provider(ctx: RequestContext): Actor {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  if (!actor.providerRole) throw new AppError('FORBIDDEN');
  return actor;
}

async function load(ctx: RequestContext, userId: string) {
  const row = await repo.findOffer(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function view(row: Awaited<ReturnType<typeof load>>): InPersonOffer {
  return {
    enabled: row.enabled ?? false,
    categories: row.categories ?? [],
    days: (row.days ?? []).map(Number),
    fromHour: row.from_hour ?? 9,
    toHour: row.to_hour ?? 17,
    practice:
      row.organization_id && row.practice_name
        ? {
            name: row.practice_name,
            addressLineOne: row.address_line_one,
            city: row.city,
            usState: row.us_state,
            zipcode: row.zipcode,
            located: row.located,
          }
        : null,
    licensedStates: row.licensed_states ?? [],
  };
}

/** GET /api/in-person/offer: the caller's own offer (off until they turn it on). */
export async function getOffer(ctx: RequestContext): Promise<InPersonOffer> {
  const actor = provider(ctx);
  return view(await load(ctx, actor.userId));
}

/**
 * PUT /api/in-person/offer. Turning it on needs a licence an admin verified (patients are only shown
 * clinicians licensed in their state) and a practice placed on the map by its ZIP code (the search's origin).
 * Turning it off always works.
 */
export async function saveOffer(ctx: RequestContext, body: InPersonOfferUpdate): Promise<InPersonOffer> {
  const actor = provider(ctx);
  const row = await load(ctx, actor.userId);
  if (!row.organization_id) throw new AppError('IN_PERSON_PRACTICE_REQUIRED');
  if (body.enabled) {
    if ((row.licensed_states ?? []).length === 0) throw new AppError('IN_PERSON_LICENSE_REQUIRED');
    if (!row.located || !row.address_line_one) throw new AppError('IN_PERSON_PRACTICE_REQUIRED');
  }
  await repo.saveOffer(ctx.db, {
    userId: actor.userId,
    organizationId: row.organization_id,
    enabled: body.enabled,
    categories: body.categories,
    days: body.days,
    fromHour: body.fromHour,
    toHour: body.toHour,
  });
  await ctx.audit({
    eventCode: 'IPOF',
    entityType: 'in_person_offer',
    entityId: actor.userId,
    details: { enabled: body.enabled, categories: body.categories },
  });
  return view(await load(ctx, actor.userId));
}
