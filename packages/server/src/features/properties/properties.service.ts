import { DASHBOARD_NEARBY_PROPERTIES, NEARBY_RADIUS_MILES, type PropertyView } from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { recordInterest } from '../heat-map/heat-map.service.ts';
import { listMatchedProperties, listNearbyProperties, type NearbyPoint } from './listings.repository.ts';
import { tellNewMatches } from './match-notifications.ts';
import {
  findMatch,
  matchProfiles,
  recomputeOrganizationMatches,
  recomputePropertyMatches,
  recordView,
  storeMatchProfile,
} from './matches.repository.ts';
import {
  findPhotoFiles,
  findProperty,
  listOwnProperties,
  ownedPropertyIds,
  type PropertyFilters,
  setListedOrder,
} from './properties.repository.ts';
import { actingOrganization, ownerView, signedIn, toViews } from './property-views.ts';

/** The stored photos among the given file ids (listings' photos), for a view that shows them with its rows. */
export function photoFilesOf(ctx: RequestContext, ids: readonly string[]) {
  return findPhotoFiles(ctx.db, ids);
}

/**
 * One property. The owner and admins see everything of it; anyone else only a listed one, without the street
 * address, and their organization's first view is recorded (the owner's card then loses its New badge).
 */
export async function getProperty(ctx: RequestContext, id: string): Promise<PropertyView> {
  const actor = signedIn(ctx);
  const property = await findProperty(ctx.db, id);
  if (!property) throw new AppError('NOT_FOUND');
  const isOwner = property.organization_id === actor.organizationId;
  if (isOwner || (actor.healcoAdmin && !actor.organizationId)) return ownerView(ctx, id);
  if (property.status !== 'LIST' && !actor.healcoAdmin) throw new AppError('NOT_FOUND');
  if (actor.organizationId && !actor.healcoAdmin) {
    await recordView(ctx.db, actor.organizationId, id, { contact: false });
    // Another practice looking at a listing is interest in its area: the lessee heat map (grid-snapped there).
    await recordInterest(ctx, {
      organizationId: actor.organizationId,
      latitude: property.latitude,
      longitude: property.longitude,
      city: property.city,
      usState: property.us_state,
      source: 'VIEW',
    });
  }
  const facts = (actor.organizationId && (await findMatch(ctx.db, actor.organizationId, id))) || {
    matched: false,
    matched_on: null,
    viewed_on: null,
    sent_introduction_on: null,
  };
  const [view] = await toViews(ctx, [{ ...property, ...facts }]);
  return view!;
}

const MODE_STATUSES: Record<string, readonly string[]> = {
  '': ['LIST'],
  draft: ['DRFT', 'UNLT'],
  organize: ['LIST', 'UNLT'],
};

/** GET /api/properties: the organization's own listings in the mode asked for. */
export async function listOwn(
  ctx: RequestContext,
  query: PropertyFilters & { organizationId?: string | undefined; mode?: string | undefined },
): Promise<PropertyView[]> {
  const organizationId = actingOrganization(ctx, query.organizationId);
  const rows = await listOwnProperties(
    ctx.db,
    organizationId,
    MODE_STATUSES[query.mode ?? ''] ?? ['LIST'],
    query,
  );
  return toViews(ctx, rows);
}

/** GET /api/properties/guest: the organization's matches, brought up to date with its providers' profiles first. */
export async function listMatches(
  ctx: RequestContext,
  query: PropertyFilters & { organizationId?: string | undefined; page: number; limit: number },
): Promise<PropertyView[]> {
  const organizationId = actingOrganization(ctx, query.organizationId);
  // Only when its providers' states or specialties changed since the last time: reading matches stays a read.
  const profiles = await matchProfiles(ctx.db, organizationId);
  if (profiles.current !== profiles.stored) {
    await recomputeOrganizationMatches(ctx.db, organizationId);
    await storeMatchProfile(ctx.db, organizationId, profiles.current);
  }
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  return toViews(
    ctx,
    await listMatchedProperties(ctx.db, organizationId, query, page, signedIn(ctx).organizationId),
  );
}

/** PUT /api/properties/update-priority/{organizationId}: lists exactly these, in this order. */
export async function updatePriority(
  ctx: RequestContext,
  organizationId: string,
  ids: readonly string[],
): Promise<{ updated: number }> {
  const organization = actingOrganization(ctx, organizationId);
  const unique = [...new Set(ids)];
  const owned = await ownedPropertyIds(ctx.db, organization, unique);
  if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
  const touched = await setListedOrder(ctx.db, organization, unique);
  for (const id of touched) await tellNewMatches(ctx, id, await recomputePropertyMatches(ctx.db, id));
  return { updated: unique.length };
}

/** POST /api/propertyMatch/{propertyId}: a nearby recommendation was opened; its first contact and view are kept. */
export async function recordPropertyMatch(
  ctx: RequestContext,
  propertyId: string,
  organizationId: string,
): Promise<{ propertyId: string }> {
  const organization = actingOrganization(ctx, organizationId);
  const property = await findProperty(ctx.db, propertyId);
  if (property?.status !== 'LIST' || property.organization_id === organization) {
    throw new AppError('NOT_FOUND');
  }
  await recordView(ctx.db, organization, propertyId, { contact: true });
  return { propertyId };
}

/** Nearby listed properties of other organizations, nearest first. */
export async function nearby(
  ctx: RequestContext,
  query: { lat: number; lng: number; range: number; specialty?: string | undefined },
): Promise<PropertyView[]> {
  return nearbyOf(ctx, { lat: query.lat, lng: query.lng, miles: query.range }, query.specialty, 12);
}

/** GET /api/properties/nearby: the dashboard's recommendations around the caller's geocoded practice. */
export async function nearbyPractice(ctx: RequestContext): Promise<PropertyView[]> {
  const actor = signedIn(ctx);
  if (!actor.organizationId) return [];
  return nearbyOf(
    ctx,
    { organizationId: actor.organizationId, miles: NEARBY_RADIUS_MILES },
    undefined,
    DASHBOARD_NEARBY_PROPERTIES,
  );
}

async function nearbyOf(
  ctx: RequestContext,
  point: NearbyPoint,
  specialty: string | undefined,
  limit: number,
): Promise<PropertyView[]> {
  const actor = signedIn(ctx);
  const rows = await listNearbyProperties(ctx.db, point, {
    excludeOrganizationId: actor.organizationId,
    viewerOrganizationId: actor.organizationId,
    ...(specialty ? { specialty } : {}),
    limit,
  });
  return toViews(ctx, rows);
}
