import { PLACE_MESSAGES, type Place, VALIDATION } from '@carespace/domain';
import type { ZipLocation } from '../../adapters/geo/geo.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { recordInterest } from '../heat-map/heat-map.service.ts';

export function lookupZip(ctx: RequestContext, zipcode: string): ZipLocation {
  const location = ctx.ports.geo.lookupZip(zipcode);
  if (!location) throw badRequest(VALIDATION.zipcodeLookup);
  return location;
}

/**
 * The search map's place lookup. A practice searching a ZIP code or a city is a lessee-interest point for the
 * admin heat map (snapped to the grid there); a whole-state search is too broad to be a point and an admin
 * browsing is not a lessee, so neither is recorded.
 */
export async function searchPlace(ctx: RequestContext, query: string): Promise<Place> {
  const place = ctx.ports.geo.findPlace(query);
  if (!place) throw badRequest(PLACE_MESSAGES.notFound);
  const actor = ctx.actor;
  if (actor?.organizationId && !actor.healcoAdmin && place.city) {
    await recordInterest(ctx, {
      organizationId: actor.organizationId,
      latitude: place.latitude,
      longitude: place.longitude,
      city: place.city,
      usState: place.state,
      source: 'SRCH',
    });
  }
  return place;
}
