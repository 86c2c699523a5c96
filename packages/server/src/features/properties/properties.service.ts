import {
  DASHBOARD_NEARBY_PROPERTIES,
  NEARBY_RADIUS_MILES,
  PROPERTY_MESSAGES,
  type PropertySave,
  type PropertyView,
  VALIDATION,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { stripMarkup } from '../../lib/plain-text.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { recordLesseeInterest } from '../lessee/lessee.repository.ts';
import { getReferenceTables } from '../reference/reference.service.ts';
import {
  applicationStates,
  type CardFacts,
  listMatchedProperties,
  listNearbyProperties,
  type NearbyPoint,
  type PhotoFileRow,
} from './listings.repository.ts';
import { tellMatchesOfUpdate, tellNewMatches } from './match-notifications.ts';
import {
  findMatch,
  matchProfiles,
  matchSummary,
  recomputeOrganizationMatches,
  recomputePropertyMatches,
  recordView,
  storeMatchProfile,
} from './matches.repository.ts';
import {
  findAttachablePhotos,
  findPhotoFiles,
  findProperty,
  insertProperty,
  listOwnProperties,
  type MatchFacts,
  ownedPropertyIds,
  type PropertyColumns,
  type PropertyFilters,
  type PropertyRow,
  setListedOrder,
  updateProperty,
} from './properties.repository.ts';

function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/**
 * The organization a call acts for: the caller's own, or for an admin the one named. Naming another
 * organization without being an admin is answered as not found, so ids cannot be probed.
 */
function actingOrganization(ctx: RequestContext, organizationId?: string | null): string {
  const actor = signedIn(ctx);
  if (organizationId && organizationId !== actor.organizationId) {
    if (!actor.healcoAdmin) throw new AppError('NOT_FOUND');
    return organizationId;
  }
  if (!actor.organizationId) {
    if (actor.healcoAdmin) throw badRequest('Missing Organization Id');
    throw new AppError('NOT_FOUND');
  }
  return actor.organizationId;
}

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

interface RoomItemRow {
  roomType: string;
  name?: string | null;
  rate?: number | null;
  ratePeriod?: string | null;
}

type ViewRow = PropertyRow &
  MatchFacts & { distance_miles?: number | null; pending_app?: number | null } & Partial<CardFacts>;

/**
 * The rows' photos and the viewer's applications: folded in by the list statements already (CardFacts), else
 * looked up in two queries for all the rows at once.
 */
async function photosAndApplications(ctx: RequestContext, rows: readonly ViewRow[]) {
  const actor = signedIn(ctx);
  const photosOf = new Map<string, PhotoFileRow[]>();
  const applicationOf = new Map<
    string,
    { id: string; property_chat_id: string | null; rejected_on: unknown }
  >();
  const folded = rows.every((row) => row.photo_files !== undefined && row.application !== undefined);
  if (folded) {
    for (const row of rows) {
      photosOf.set(row.id, row.photo_files ?? []);
      if (row.application) applicationOf.set(row.id, row.application);
    }
    return { photosOf, applicationOf };
  }
  const files = await findPhotoFiles(ctx.db, [...new Set(rows.flatMap((row) => row.photo_ids))]);
  const byId = new Map(files.map((file) => [file.id, file]));
  for (const row of rows) {
    photosOf.set(
      row.id,
      row.photo_ids.flatMap((id) => {
        const file = byId.get(id);
        return file ? [file] : [];
      }),
    );
  }
  const applications = actor.organizationId
    ? await applicationStates(
        ctx.db,
        actor.organizationId,
        rows.map((row) => row.id),
      )
    : [];
  for (const application of applications) applicationOf.set(application.property_id, application);
  return { photosOf, applicationOf };
}

async function toViews(ctx: RequestContext, rows: readonly ViewRow[]): Promise<PropertyView[]> {
  const actor = signedIn(ctx);
  const { photosOf, applicationOf } = await photosAndApplications(ctx, rows);
  return rows.map((row) => {
    const application = applicationOf.get(row.id);
    const isOwner = row.organization_id === actor.organizationId;
    // The street address only for the owning organization or an admin, decided here, not in the UI.
    const fullAddress = isOwner || actor.healcoAdmin;
    return {
      id: row.id,
      property_id: row.id,
      organization_id: row.organization_id,
      title: row.title,
      description: row.description,
      propertyStatus: row.status,
      addressInfo: {
        addressLineOne: fullAddress ? row.address_line_one : null,
        addressLineTwo: fullAddress ? row.address_line_two : null,
        city: row.city,
        usState: row.us_state,
        zipcode: row.zipcode,
      },
      latitude: row.latitude,
      longitude: row.longitude,
      roomTypes: row.room_types,
      supportedProviderSpecialty: row.supported_specialties,
      unsupportedProviderSpecialty: row.unsupported_specialties,
      rate: row.rate_cents,
      ratePeriod: row.rate_period,
      roomInfo: { items: (row.room_items as RoomItemRow[]) ?? [] },
      propertyPhoto: {
        files: (photosOf.get(row.id) ?? []).map((file) => ({
          id: file.id,
          fileName: file.file_name,
          mimeType: file.mime_type,
        })),
      },
      priority: row.priority,
      isOwner,
      matched: row.matched,
      matchedOn: iso(row.matched_on),
      viewedOn: iso(row.viewed_on),
      sentIntroductionOn: iso(row.sent_introduction_on),
      propertyChat_id: application?.property_chat_id ?? null,
      propertyRejection_id: application?.rejected_on ? application.id : null,
      // Counted only by the own-listings statement, and only ever shown to the host's side.
      alerts: { pendingApp: fullAddress ? Number(row.pending_app ?? 0) : 0 },
      distanceMiles:
        row.distance_miles === null || row.distance_miles === undefined ? null : row.distance_miles,
      hostName: row.host_name,
      hostLicenseStates: row.host_license_states ?? [],
      organizationName: row.organization_name,
      createdOn: new Date(row.created_on).toISOString(),
      updatedOn: new Date(row.updated_on).toISOString(),
    };
  });
}

function knownCodes(codes: readonly string[], known: ReadonlySet<string>, label: string): string[] {
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) throw badRequest(`Please choose ${label} from the list.`);
  return [...new Set(codes)];
}

/**
 * Checks the body against the reference lists, geocodes the ZIP and checks the photos (only ones the listing's
 * organization may show: see findAttachablePhotos); the columns to store.
 */
async function toColumns(
  ctx: RequestContext,
  body: PropertySave,
  listing: { organizationId: string; currentPhotoIds: readonly string[] },
): Promise<PropertyColumns> {
  const tables = await getReferenceTables(ctx, ['roomType', 'providerSpecialty']);
  const roomTypes = new Set(tables.roomType!.map((item) => item.id));
  const specialties = new Set(tables.providerSpecialty!.map((item) => item.id));
  const location = ctx.ports.geo.lookupZip(body.addressInfo.zipcode);
  if (!location) throw badRequest(PROPERTY_MESSAGES.unknownZip);
  if (location.state !== body.addressInfo.usState) {
    throw badRequest(
      `The ZIP code ${body.addressInfo.zipcode} is in ${location.state}, not ${body.addressInfo.usState}.`,
    );
  }
  const photoIds = [...new Set(body.propertyPhoto.files.map((file) => file.id))];
  const photos = await findAttachablePhotos(ctx.db, photoIds, {
    organizationId: listing.organizationId,
    userId: signedIn(ctx).userId,
    current: listing.currentPhotoIds,
  });
  if (photos.length !== photoIds.length) throw badRequest(PROPERTY_MESSAGES.unknownPhoto);
  // Titles are plain text everywhere, in emails too: markup is removed on save rather than escaped each time.
  const title = stripMarkup(body.title);
  if (!title) throw badRequest(VALIDATION.required);
  return {
    title,
    description: body.description,
    status: body.propertyStatus,
    address_line_one: body.addressInfo.addressLineOne,
    address_line_two: body.addressInfo.addressLineTwo?.trim() || null,
    city: body.addressInfo.city,
    us_state: body.addressInfo.usState,
    zipcode: body.addressInfo.zipcode,
    latitude: location.latitude,
    longitude: location.longitude,
    room_types: knownCodes(body.roomTypes, roomTypes, 'room types'),
    supported_specialties: knownCodes(body.supportedProviderSpecialty, specialties, 'specialties'),
    unsupported_specialties: knownCodes(body.unsupportedProviderSpecialty, specialties, 'specialties'),
    rate_cents: body.rate ?? null,
    rate_period: body.rate === null || body.rate === undefined ? null : (body.ratePeriod ?? null),
    room_items: JSON.stringify(
      body.roomInfo.items.map((item) => ({
        roomType: knownCodes([item.roomType], roomTypes, 'room types')[0],
        name: item.name?.trim() || null,
        rate: item.rate ?? null,
        ratePeriod: item.rate === null || item.rate === undefined ? null : (item.ratePeriod ?? null),
      })),
    ),
    photo_ids: photoIds,
  };
}

/** The property a write acts on: the caller's organization's, or any for an admin; otherwise not found. */
async function ownedProperty(ctx: RequestContext, id: string): Promise<PropertyRow> {
  const actor = signedIn(ctx);
  const property = await findProperty(ctx.db, id);
  if (!property) throw new AppError('NOT_FOUND');
  if (!actor.healcoAdmin && property.organization_id !== actor.organizationId)
    throw new AppError('NOT_FOUND');
  return property;
}

async function ownerView(ctx: RequestContext, id: string): Promise<PropertyView> {
  const property = await findProperty(ctx.db, id);
  if (!property) throw new AppError('NOT_FOUND');
  const [view] = await toViews(ctx, [{ ...property, ...(await matchSummary(ctx.db, id)) }]);
  return view!;
}

export async function createProperty(ctx: RequestContext, body: PropertySave): Promise<PropertyView> {
  const actor = signedIn(ctx);
  const organizationId = actingOrganization(ctx, body.organizationId);
  const columns = await toColumns(ctx, body, { organizationId, currentPhotoIds: [] });
  const id = newId();
  await insertProperty(ctx.db, {
    ...columns,
    id,
    organization_id: organizationId,
    created_by_user_id: actor.userId,
  });
  if (organizationId !== actor.organizationId) {
    // An admin acting for an organization: recorded with the admin as the actor, the organization as
    // the subject.
    await ctx.audit({
      eventCode: 'RCUP',
      entityType: 'organization',
      entityId: organizationId,
      details: { action: 'property created for the organization', propertyId: id },
    });
  }
  await tellNewMatches(ctx, id, await recomputePropertyMatches(ctx.db, id));
  return ownerView(ctx, id);
}

export async function editProperty(
  ctx: RequestContext,
  id: string,
  body: PropertySave,
): Promise<PropertyView> {
  const property = await ownedProperty(ctx, id);
  const columns = await toColumns(ctx, body, {
    organizationId: property.organization_id,
    currentPhotoIds: property.photo_ids,
  });
  await updateProperty(ctx.db, id, columns);
  const newlyMatched = await recomputePropertyMatches(ctx.db, id);
  await tellNewMatches(ctx, id, newlyMatched);
  await tellMatchesOfUpdate(ctx, property, newlyMatched);
  return ownerView(ctx, id);
}

export async function deleteProperty(ctx: RequestContext, id: string): Promise<{ id: string }> {
  await ownedProperty(ctx, id);
  await updateProperty(ctx.db, id, { status: 'DLTD' });
  await recomputePropertyMatches(ctx.db, id);
  return { id };
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
    await recordLesseeInterest(ctx.db, {
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
