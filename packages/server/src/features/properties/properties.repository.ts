import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, PropertyTable } from '../../db/types.ts';
import { licensedStatesArray } from '../licenses/verified-license.sql.ts';

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

export function baseQuery(db: Kysely<DB>) {
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

export type Base = ReturnType<typeof baseQuery>;

export function applyFilters<Q extends Base>(query: Q, filters: PropertyFilters): Q {
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
