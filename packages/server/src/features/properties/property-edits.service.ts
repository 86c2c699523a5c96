import { PROPERTY_MESSAGES, type PropertySave, type PropertyView, VALIDATION } from '@carespace/domain';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { stripMarkup } from '../../lib/plain-text.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { getReferenceTables } from '../reference/reference.service.ts';
import { tellMatchesOfUpdate, tellNewMatches } from './match-notifications.ts';
import { recomputePropertyMatches } from './matches.repository.ts';
import {
  findAttachablePhotos,
  insertProperty,
  type PropertyColumns,
  updateProperty,
} from './properties.repository.ts';
import { actingOrganization, ownedProperty, ownerView, signedIn } from './property-views.ts';

/** Creating, editing and deleting a listing. */

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
