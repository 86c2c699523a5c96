import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { DB, PropertyTable } from '../../db/types.ts';
import { licensedStatesArray } from '../licenses/licenses.repository.ts';

export type PropertyRow = Selectable<PropertyTable> & {
  organization_name: string | null;
  host_name: string | null;
  /** The host's states with a verified, unexpired license (the trust badge). */
  host_license_states: string[];
};

/** What the listing rows carry besides the property: the match as seen by one organization, or its summary. */
export interface MatchFacts {
  matched: boolean;
  matched_on: Date | null;
  viewed_on: Date | null;
  sent_introduction_on: Date | null;
}

export type ListedRow = PropertyRow &
  MatchFacts & {
    distance_miles: number | null;
    /** Unanswered applications: own listings only. */
    pending_app?: number | null;
  };

export interface PropertyFilters {
  search?: string | undefined;
  state?: string | undefined;
  specialty?: string | undefined;
}

export const METERS_PER_MILE = 1609.344;

function baseQuery(db: Kysely<DB>) {
  return db
    .selectFrom('property as p')
    .innerJoin('organization as o', 'o.id', 'p.organization_id')
    .leftJoin('app_user as h', 'h.id', 'o.owner_user_id')
    .selectAll('p')
    .select([
      'o.name as organization_name',
      sql<string | null>`nullif(trim(coalesce(h.first_name, '') || ' ' || coalesce(h.last_name, '')), '')`.as(
        'host_name',
      ),
      licensedStatesArray(sql<string | null>`o.owner_user_id`).as('host_license_states'),
    ]);
}

type Base = ReturnType<typeof baseQuery>;

function applyFilters<Q extends Base>(query: Q, filters: PropertyFilters): Q {
  let q = query;
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('p.title', 'ilike', like),
        eb('p.city', 'ilike', like),
        eb('p.zipcode', 'like', like),
        eb('p.description', 'ilike', like),
      ]),
    ) as Q;
  }
  if (filters.state) q = q.where('p.us_state', '=', filters.state.toUpperCase()) as Q;
  if (filters.specialty) {
    q = q.where(sql<boolean>`${filters.specialty} = any(p.supported_specialties)`) as Q;
  }
  return q;
}

/** A property that is not deleted, with its organization's and host's names. */
export async function findProperty(db: Kysely<DB>, id: string): Promise<PropertyRow | undefined> {
  return baseQuery(db).where('p.id', '=', id).where('p.status', '<>', 'DLTD').executeTakeFirst();
}

/** One organization's own listings, with the first match and first view by anyone else (for the card badges). */
export async function listOwnProperties(
  db: Kysely<DB>,
  organizationId: string,
  statuses: readonly string[],
  filters: PropertyFilters,
): Promise<ListedRow[]> {
  const query = baseQuery(db)
    .where('p.organization_id', '=', organizationId)
    .where('p.status', 'in', [...statuses])
    .select([
      sql<boolean>`exists (select 1 from property_match m where m.property_id = p.id and m.matched)`.as(
        'matched',
      ),
      sql<Date | null>`(select min(m.matched_on) from property_match m where m.property_id = p.id and m.matched)`.as(
        'matched_on',
      ),
      sql<Date | null>`(select min(m.viewed_on) from property_match m where m.property_id = p.id)`.as(
        'viewed_on',
      ),
      sql<Date | null>`(select min(m.sent_introduction_on) from property_match m where m.property_id = p.id)`.as(
        'sent_introduction_on',
      ),
      sql<number | null>`null::double precision`.as('distance_miles'),
      sql<number>`(select count(*)::int from property_introduction i
        where i.property_id = p.id and not i.responded)`.as('pending_app'),
    ])
    .orderBy(sql`p.priority asc nulls last`)
    .orderBy('p.created_on', 'desc')
    .limit(500);
  return applyFilters(query as unknown as Base, filters).execute() as unknown as Promise<ListedRow[]>;
}

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

/** earthdistance's earth radius in meters (its `earth()`), which `ll_to_earth` places points on. */
const EARTH_RADIUS_METERS = 6378168;

/**
 * The straight-line (chord) distance between two points of the earth `meters` apart along its surface: the
 * distance the cube `<->` operator measures between earth points. A radius test on it is the same test as on the
 * great-circle distance, without calling earthdistance's SQL-language functions for each candidate.
 */
const chordMeters = (meters: number) =>
  2 * EARTH_RADIUS_METERS * Math.sin(meters / (2 * EARTH_RADIUS_METERS));

/** The nearby statement, also explained by the bench (bench/properties-seed.ts). */
export function nearbyPropertiesQuery(db: Kysely<DB>, point: NearbyPoint, options: NearbyOptions) {
  const meters = point.miles * METERS_PER_MILE;
  // A practice's position is stored on write (migration 0021); an organization without one gives a null origin,
  // and so no rows.
  const origin =
    'organizationId' in point
      ? sql`(select o.earth_position from organization o where o.id = ${point.organizationId})`
      : sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
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

/** The match facts of one organization for one property. */
export async function findMatch(
  db: Kysely<DB>,
  organizationId: string,
  propertyId: string,
): Promise<MatchFacts | undefined> {
  return db
    .selectFrom('property_match')
    .select(['matched', 'matched_on', 'viewed_on', 'sent_introduction_on'])
    .where('organization_id', '=', organizationId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
}

/** The owner's summary: first match and first view by another organization. */
export async function matchSummary(db: Kysely<DB>, propertyId: string): Promise<MatchFacts> {
  const row = await db
    .selectFrom('property_match')
    .select([
      sql<boolean>`coalesce(bool_or(matched), false)`.as('matched'),
      sql<Date | null>`min(matched_on) filter (where matched)`.as('matched_on'),
      sql<Date | null>`min(viewed_on)`.as('viewed_on'),
      sql<Date | null>`min(sent_introduction_on)`.as('sent_introduction_on'),
    ])
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return row;
}

/** The first view (and first contact) of a property by an organization; later views change nothing. */
export async function recordView(
  db: Kysely<DB>,
  organizationId: string,
  propertyId: string,
  options: { contact: boolean },
): Promise<void> {
  await db
    .insertInto('property_match')
    .values({
      organization_id: organizationId,
      property_id: propertyId,
      viewed_on: sql<Date>`now()`,
      ...(options.contact ? { matched_on: sql<Date>`now()` } : {}),
    })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'property_id']).doUpdateSet({
        viewed_on: sql<Date>`coalesce(property_match.viewed_on, now())`,
        ...(options.contact ? { matched_on: sql<Date>`coalesce(property_match.matched_on, now())` } : {}),
      }),
    )
    .execute();
}

/**
 * The matching rule (docs/decisions.md, "Properties and matches") as a condition on `p` (a property) and an
 * organization id expression: in one of the organization's providers' licensed states; if the property names
 * supported specialties, one of the providers has one of them; and none of the providers has an unsupported one.
 */
function matchCondition(organizationId: RawBuilder<unknown>): RawBuilder<boolean> {
  const providers = sql`select u.id from app_user u where u.organization_id = ${organizationId} and u.provider_role is not null`;
  return sql<boolean>`p.status = 'LIST' and p.organization_id <> ${organizationId}
    and exists (select 1 from provider_licensed_state ls where ls.user_id in (${providers}) and ls.us_state = p.us_state)
    and (cardinality(p.supported_specialties) = 0 or exists (
      select 1 from provider_specialty ps where ps.user_id in (${providers}) and ps.specialty = any(p.supported_specialties)))
    and not exists (
      select 1 from provider_specialty ps where ps.user_id in (${providers}) and ps.specialty = any(p.unsupported_specialties))`;
}

/** A match that starts (again) gets a new matchedOn; one that holds keeps its own. */
const UPSERT_MATCH = sql`on conflict (organization_id, property_id) do update set
  matched = true,
  matched_on = case when property_match.matched and property_match.matched_on is not null
    then property_match.matched_on else excluded.matched_on end`;

/**
 * What an organization's matches depend on besides the properties — who its providers are and their licensed
 * states and specialties, as one text — now (`current`) and when its matches were last computed (`stored`). One
 * statement: the matches list runs it on every read. Properties recompute their own matches when saved.
 */
export async function matchProfiles(
  db: Kysely<DB>,
  organizationId: string,
): Promise<{ current: string; stored: string | null }> {
  const result = await sql<{ current: string | null; stored: string | null }>`select (
      select string_agg(item, ',' order by item) from (
        select 'u:' || u.id as item from app_user u where u.organization_id = o.id and u.provider_role is not null
        union all
        select 's:' || ls.user_id || ':' || ls.us_state from provider_licensed_state ls
          join app_user u on u.id = ls.user_id where u.organization_id = o.id and u.provider_role is not null
        union all
        select 'p:' || ps.user_id || ':' || ps.specialty from provider_specialty ps
          join app_user u on u.id = ps.user_id where u.organization_id = o.id and u.provider_role is not null
      ) items) as current, o.match_profile as stored
    from organization o where o.id = ${organizationId}`.execute(db);
  const row = result.rows[0];
  return { current: row?.current ?? '', stored: row?.stored ?? null };
}

export async function storeMatchProfile(db: Kysely<DB>, organizationId: string, profile: string) {
  await db
    .updateTable('organization')
    .set({ match_profile: profile })
    .where('id', '=', organizationId)
    .execute();
}

/** Brings one organization's matches up to date with the rule. */
export async function recomputeOrganizationMatches(db: Kysely<DB>, organizationId: string): Promise<void> {
  const org = sql`${organizationId}::text`;
  await sql`insert into property_match (organization_id, property_id, matched, matched_on)
    select ${org}, p.id, true, now() from property p where ${matchCondition(org)}
    ${UPSERT_MATCH}`.execute(db);
  await sql`update property_match m set matched = false
    where m.organization_id = ${org} and m.matched
      and not exists (select 1 from property p where p.id = m.property_id and ${matchCondition(org)})`.execute(
    db,
  );
}

/**
 * Brings every organization's match with one property up to date (after the property was saved) and answers the
 * organizations for which it is a new match: not matched before this statement (never, or no longer). The `before`
 * CTE reads the table as it was when the statement started, so the insert's own rows do not count.
 */
export async function recomputePropertyMatches(db: Kysely<DB>, propertyId: string): Promise<string[]> {
  const org = sql`o.id`;
  const upserted = await sql<{ organization_id: string }>`with before as (
      select organization_id from property_match where property_id = ${propertyId} and matched
    ), upserted as (
      insert into property_match (organization_id, property_id, matched, matched_on)
      select o.id, p.id, true, now() from property p cross join organization o
      where p.id = ${propertyId} and ${matchCondition(org)}
      ${UPSERT_MATCH}
      returning organization_id
    )
    select organization_id from upserted
    where organization_id not in (select organization_id from before)
    order by organization_id`.execute(db);
  await sql`update property_match m set matched = false
    where m.property_id = ${propertyId} and m.matched
      and not exists (select 1 from property p join organization o on o.id = m.organization_id
        where p.id = m.property_id and ${matchCondition(org)})`.execute(db);
  return upserted.rows.map((row) => row.organization_id);
}

/** The organizations a property matches now. */
export async function matchedOrganizationIds(db: Kysely<DB>, propertyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('property_match')
    .select('organization_id')
    .where('property_id', '=', propertyId)
    .where('matched', '=', true)
    .orderBy('organization_id')
    .execute();
  return rows.map((row) => row.organization_id);
}

export interface PropertyColumns {
  title: string;
  description: string;
  status: string;
  address_line_one: string;
  address_line_two: string | null;
  city: string;
  us_state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  room_types: string[];
  supported_specialties: string[];
  unsupported_specialties: string[];
  rate_cents: number | null;
  rate_period: string | null;
  /** JSON text of the room items. */
  room_items: string;
  photo_ids: string[];
}

export async function insertProperty(
  db: Kysely<DB>,
  values: PropertyColumns & { id: string; organization_id: string; created_by_user_id: string },
): Promise<void> {
  await db
    .insertInto('property')
    .values(values as never)
    .execute();
}

export async function updateProperty(
  db: Kysely<DB>,
  id: string,
  values: Partial<PropertyColumns>,
): Promise<void> {
  await db
    .updateTable('property')
    .set({ ...(values as object), updated_on: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Ids of an organization's properties that are not deleted, among those given. */
export async function ownedPropertyIds(db: Kysely<DB>, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('property')
    .select(['id', 'status'])
    .where('organization_id', '=', organizationId)
    .where('status', '<>', 'DLTD')
    .where('id', 'in', [...ids])
    .execute();
  return rows;
}

/** Lists exactly the given properties, in that order; the organization's other listed ones become unlisted. */
export async function setListedOrder(db: Kysely<DB>, organizationId: string, ids: readonly string[]) {
  return db.transaction().execute(async (trx) => {
    const previouslyListed = await trx
      .selectFrom('property')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'LIST')
      .execute();
    await trx
      .updateTable('property')
      .set({ status: 'UNLT', priority: null, updated_on: sql<Date>`now()` })
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'LIST')
      .where('id', 'not in', ids.length > 0 ? [...ids] : [''])
      .execute();
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('property')
        .set({ status: 'LIST', priority: index + 1, updated_on: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    }
    return [...new Set([...previouslyListed.map((row) => row.id), ...ids])];
  });
}

/**
 * Of these photo ids, the ones a listing of this organization may show: photos it already has, photos uploaded by
 * a member of the organization, and the caller's own uploads (an admin acting for the organization). Another
 * practice's upload never ends up on this listing, even if its id is known.
 */
export async function findAttachablePhotos(
  db: Kysely<DB>,
  ids: readonly string[],
  allowed: { organizationId: string; userId: string; current: readonly string[] },
) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stored_file as f')
    .leftJoin('app_user as u', 'u.id', 'f.owner_user_id')
    .select('f.id')
    .where('f.folder', '=', 'properties')
    .where('f.id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('f.owner_user_id', '=', allowed.userId),
        eb('u.organization_id', '=', allowed.organizationId),
        ...(allowed.current.length > 0 ? [eb('f.id', 'in', [...allowed.current])] : []),
      ]),
    )
    .execute();
}

export async function findPhotoFiles(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stored_file')
    .select(['id', 'file_name', 'mime_type'])
    .where('folder', '=', 'properties')
    .where('id', 'in', [...ids])
    .execute();
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
