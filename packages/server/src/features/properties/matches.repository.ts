import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { MatchFacts } from './properties.repository.ts';

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
