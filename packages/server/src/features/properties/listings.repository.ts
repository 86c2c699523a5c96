import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { chordMeters, EARTH_RADIUS_METERS, earthOrigin, METERS_PER_MILE } from '../../lib/earth-distance.ts';
import { licensedStatesArray } from '../licenses/verified-license.sql.ts';
import { applyFilters, type Base, type ListedRow, type PropertyFilters } from './properties.repository.ts';

/** The listings a practice sees: its matches, the spaces near a point, and its applications to them. */

/** A photo of a property as the list statements fold it in, in the listing's order. */
export interface PhotoFileRow {
  id: string;
  file_name: string;
  mime_type: string;
}

/** The viewer organization's application to a property, as the list statements fold it in. */
export interface ApplicationStateRow {
  id: string;
  property_chat_id: string | null;
  rejected_on: string | null;
}

/** What the card lists fold into their one statement, so toViews needs no lookups per call. */
export interface CardFacts {
  photo_files: PhotoFileRow[];
  application: ApplicationStateRow | null;
}

export type CardRow = ListedRow & CardFacts;

/**
 * A card list's statement: the property, its organization's and host's names, its photos and the viewer's
 * application, each as a subquery of the select list. PostgreSQL evaluates these after ORDER BY … LIMIT, so a
 * page (or the 4 nearest of 60 candidates) pays for its own rows only, and the planner has one table to plan.
 */
function cardQuery(db: Kysely<DB>, viewerOrganizationId: string | null) {
  return db
    .selectFrom('property as p')
    .selectAll('p')
    .select([
      sql<string | null>`(select o.name from organization o where o.id = p.organization_id)`.as(
        'organization_name',
      ),
      sql<
        string | null
      >`(select nullif(trim(coalesce(h.first_name, '') || ' ' || coalesce(h.last_name, '')), '')
        from organization o join app_user h on h.id = o.owner_user_id where o.id = p.organization_id)`.as(
        'host_name',
      ),
      licensedStatesArray(
        sql<string | null>`(select o.owner_user_id from organization o where o.id = p.organization_id)`,
      ).as('host_license_states'),
      sql<PhotoFileRow[]>`(select coalesce(json_agg(json_build_object(
          'id', f.id, 'file_name', f.file_name, 'mime_type', f.mime_type) order by k.n), '[]'::json)
        from unnest(p.photo_ids) with ordinality as k(id, n)
        join stored_file f on f.id = k.id and f.folder = 'properties')`.as('photo_files'),
      sql<ApplicationStateRow | null>`(select json_build_object(
          'id', i.id, 'property_chat_id', i.property_chat_id, 'rejected_on', i.rejected_on)
        from property_introduction i
        where i.property_id = p.id and i.organization_id = ${viewerOrganizationId ?? ''})`.as('application'),
    ]);
}

export interface PageOf {
  limit: number;
  offset: number;
}

/** The listed properties matched to an organization, most recently matched first, a page at a time. */
export async function listMatchedProperties(
  db: Kysely<DB>,
  organizationId: string,
  filters: PropertyFilters,
  page: PageOf,
  viewerOrganizationId: string | null,
): Promise<CardRow[]> {
  return matchedPropertiesQuery(
    db,
    organizationId,
    filters,
    page,
    viewerOrganizationId,
  ).execute() as unknown as Promise<CardRow[]>;
}

/** The matches list's statement, also explained by the bench (bench/properties-seed.ts). */
export function matchedPropertiesQuery(
  db: Kysely<DB>,
  organizationId: string,
  filters: PropertyFilters,
  page: PageOf,
  viewerOrganizationId: string | null = organizationId,
) {
  const query = cardQuery(db, viewerOrganizationId)
    .innerJoin('property_match as m', (join) =>
      join.onRef('m.property_id', '=', 'p.id').on('m.organization_id', '=', organizationId),
    )
    .where('m.matched', '=', true)
    .where(sql<boolean>`p.status = 'LIST'`)
    .select([
      'm.matched',
      'm.matched_on',
      'm.viewed_on',
      'm.sent_introduction_on',
      sql<number | null>`null::double precision`.as('distance_miles'),
    ])
    // The order of property_match_recent_idx (migration 0018): a page reads its rows in order and stops.
    .orderBy('m.matched_on', 'desc')
    .orderBy('m.property_id')
    .limit(page.limit)
    .offset(page.offset);
  return applyFilters(query as unknown as Base, filters);
}

/**
 * Listed properties within `miles` of a point, nearest first, leaving out one organization's own. The earth_box
 * test is what the GiST index answers; earth_distance then trims the box's corners.
 */
export async function listNearbyProperties(
  db: Kysely<DB>,
  point: NearbyPoint,
  options: NearbyOptions,
): Promise<CardRow[]> {
  return nearbyPropertiesQuery(db, point, options).execute() as unknown as Promise<CardRow[]>;
}

/** A point, or an organization's geocoded practice (read inside the statement: no round trip of its own). */
export type NearbyPoint = ({ lat: number; lng: number } | { organizationId: string }) & { miles: number };

export interface NearbyOptions {
  excludeOrganizationId: string | null;
  viewerOrganizationId: string | null;
  specialty?: string;
  limit: number;
}

/** The nearby statement, also explained by the bench (bench/properties-seed.ts). */
export function nearbyPropertiesQuery(db: Kysely<DB>, point: NearbyPoint, options: NearbyOptions) {
  const meters = point.miles * METERS_PER_MILE;
  // A practice's position is stored on write (migration 0021); an organization without one gives a null origin,
  // and so no rows.
  const origin =
    'organizationId' in point
      ? sql`(select o.earth_position from organization o where o.id = ${point.organizationId})`
      : earthOrigin(point.lat, point.lng);
  // Stored on write (migration 0018) and indexed by property_position_idx where status = 'LIST'.
  const chord = sql<number>`(p.earth_position <-> ${origin})`;
  let query = cardQuery(db, options.viewerOrganizationId)
    .leftJoin('property_match as m', (join) =>
      join
        .onRef('m.property_id', '=', 'p.id')
        .on('m.organization_id', '=', options.viewerOrganizationId ?? ''),
    )
    // A literal, not a parameter, so the planner can use the partial index (where status = 'LIST').
    .where(sql<boolean>`p.status = 'LIST'`)
    // The box the index answers; the chord test then trims its corners.
    .where(sql<boolean>`earth_box(${origin}, ${meters}::float8) @> p.earth_position`)
    .where(sql<boolean>`${chord} <= ${chordMeters(meters)}::float8`)
    .select([
      sql<boolean>`coalesce(m.matched, false)`.as('matched'),
      'm.matched_on',
      'm.viewed_on',
      'm.sent_introduction_on',
      // The great-circle distance back from the chord, for the four rows kept only.
      sql<number>`2 * ${EARTH_RADIUS_METERS}::float8 * asin(${chord} / ${2 * EARTH_RADIUS_METERS}::float8) / ${METERS_PER_MILE}::float8`.as(
        'distance_miles',
      ),
    ])
    // The chord orders as the great-circle distance does, and it is the operator property_position_idx can order
    // by: the index hands over the nearest listings inside the box first, so the scan stops after `limit` rows
    // instead of measuring and sorting every listing in the box.
    .orderBy(chord)
    .limit(options.limit);
  if (options.excludeOrganizationId)
    query = query.where('p.organization_id', '<>', options.excludeOrganizationId);
  if (options.specialty)
    query = query.where(sql<boolean>`${options.specialty} = any(p.supported_specialties)`);
  return query;
}

/** The viewer organization's applications to these properties: chat once approved, rejected once declined. */
export async function applicationStates(
  db: Kysely<DB>,
  organizationId: string,
  propertyIds: readonly string[],
) {
  if (propertyIds.length === 0) return [];
  return db
    .selectFrom('property_introduction')
    .select(['id', 'property_id', 'property_chat_id', 'rejected_on'])
    .where('organization_id', '=', organizationId)
    .where('property_id', 'in', [...propertyIds])
    .execute();
}
