import type { PropertyView } from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Actor, RequestContext } from '../../plugins/request-context.ts';
import { applicationStates, type CardFacts, type PhotoFileRow } from './listings.repository.ts';
import { matchSummary } from './matches.repository.ts';
import { findPhotoFiles, findProperty, type MatchFacts, type PropertyRow } from './properties.repository.ts';

/** Who acts for which practice, and a property as the caller may see it (photos, application state, address). */

export function signedIn(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new AppError('INVALID_USER_AUTH');
  return ctx.actor;
}

/**
 * The organization a call acts for: the caller's own, or for an admin the one named. Naming another
 * organization without being an admin is answered as not found, so ids cannot be probed.
 */
export function actingOrganization(ctx: RequestContext, organizationId?: string | null): string {
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

export const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export interface RoomItemRow {
  roomType: string;
  name?: string | null;
  rate?: number | null;
  ratePeriod?: string | null;
}

export type ViewRow = PropertyRow &
  MatchFacts & { distance_miles?: number | null; pending_app?: number | null } & Partial<CardFacts>;

/**
 * The rows' photos and the viewer's applications: folded in by the list statements already (CardFacts), else
 * looked up in two queries for all the rows at once.
 */
export async function photosAndApplications(ctx: RequestContext, rows: readonly ViewRow[]) {
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

export async function toViews(ctx: RequestContext, rows: readonly ViewRow[]): Promise<PropertyView[]> {
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

/** The property a write acts on: the caller's organization's, or any for an admin; otherwise not found. */
export async function ownedProperty(ctx: RequestContext, id: string): Promise<PropertyRow> {
  const actor = signedIn(ctx);
  const property = await findProperty(ctx.db, id);
  if (!property) throw new AppError('NOT_FOUND');
  if (!actor.healcoAdmin && property.organization_id !== actor.organizationId)
    throw new AppError('NOT_FOUND');
  return property;
}

export async function ownerView(ctx: RequestContext, id: string): Promise<PropertyView> {
  const property = await findProperty(ctx.db, id);
  if (!property) throw new AppError('NOT_FOUND');
  const [view] = await toViews(ctx, [{ ...property, ...(await matchSummary(ctx.db, id)) }]);
  return view!;
}
