import type { AdminProvidersQuery } from '@carespace/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { column, containsPattern, offsetOf, orderByColumn, pageOf } from './admin-table-sql.ts';

export interface ProviderTableRow {
  id: string;
  organization_id: string | null;
  host_name: string;
  organization_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  us_state: string | null;
  specialty: string[] | null;
  signup_reason: string | null;
  property_count: string | number;
  created_on: Date | string;
  last_login: Date | string | null;
  status: string;
}

/**
 * Sort expressions over t. Those on app_user's own columns are served by the partial indexes of migration 0016
 * (created_on, the name, email, last login); the others sort the whole filtered set (a top-N sort).
 */
const SORT_COLUMNS = {
  hostName: column(sql`lower(t.host_name)`, false),
  organizationName: column(sql`lower(t.organization_name)`),
  email: column(sql`t.email`, false),
  phone: column(sql`t.phone`),
  address: column(sql`lower(t.address)`),
  usState: column(sql`t.us_state`),
  specialty: column(sql`t.specialty_text`),
  signupReason: column(sql`t.signup_reason`),
  propertyCount: column(sql`t.property_count`, false),
  createdOn: column(sql`t.created_on`, false),
  lastLogin: column(sql`t.last_login`),
} as const;

/**
 * Providers with their practice; the property count leaves out deleted listings. `only` narrows the providers
 * before anything is joined (the search's candidates).
 */
const providers = (only: RawBuilder<unknown> = sql`true`) => sql`
  select u.id, u.organization_id, u.first_name || ' ' || u.last_name as host_name, o.name as organization_name,
         u.email, u.phone, u.status, u.signup_reason, u.created_on, u.last_login,
         nullif(admin_address(o.address_line_one, o.address_line_two, o.city, o.us_state, o.zipcode), '') as address,
         o.us_state,
         coalesce((select array_agg(s.specialty order by s.specialty) from provider_specialty s where s.user_id = u.id),
                  array[]::text[]) as specialty,
         (select string_agg(s.specialty, ',' order by s.specialty) from provider_specialty s where s.user_id = u.id)
           as specialty_text,
         (select count(*) from property p where p.organization_id = u.organization_id and p.status <> 'DLTD')
           as property_count
  from app_user u
  left join organization o on o.id = u.organization_id
  where u.provider_role is not null and ${only}`;

/**
 * The providers a search term matches, found through the trigram indexes of migration 0016 one table at a time
 * (an OR across joined tables could use none of them). This is the same set as the table's own test below: the
 * specialty text is the codes joined by commas, so a term without a comma matches it exactly when it matches one
 * code. A term with a comma takes the plain path.
 */
const candidates = (p: string) => sql`
  select u.id from app_user u
  where u.provider_role is not null
    and (u.first_name || ' ' || u.last_name ilike ${p} or u.email ilike ${p} or u.phone ilike ${p}
         or u.signup_reason ilike ${p})
  union
  select u.id from organization o join app_user u on u.organization_id = o.id
  where u.provider_role is not null
    and (o.name ilike ${p}
         or admin_address(o.address_line_one, o.address_line_two, o.city, o.us_state, o.zipcode) ilike ${p})
  union
  select s.user_id from provider_specialty s where s.specialty ilike ${p}`;

/** The plain search (every column's text, read row by row): the path for a term with a comma. */
const plainWhere = (p: string) =>
  sql`(t.host_name ilike ${p} or coalesce(t.organization_name, '') ilike ${p} or t.email ilike ${p}
       or coalesce(t.phone, '') ilike ${p} or coalesce(t.address, '') ilike ${p}
       or coalesce(t.specialty_text, '') ilike ${p} or coalesce(t.signup_reason, '') ilike ${p})`;

/** Every provider the table's search selects, in its order (no page): the CSV export's statement. */
export function providersExportQuery(query: AdminProvidersQuery) {
  const order = orderByColumn(SORT_COLUMNS[query.sort], query.order);
  if (!query.search) return sql`select t.* from (${providers()}) as t ${order}`;
  const p = containsPattern(query.search);
  if (query.search.includes(','))
    return sql`select t.* from (${providers()}) as t where ${plainWhere(p)} ${order}`;
  return sql`select t.* from (${providers(sql`u.id in (${candidates(p)})`)}) as t ${order}`;
}

export function listProviders(db: Kysely<DB>, query: AdminProvidersQuery) {
  const order = orderByColumn(SORT_COLUMNS[query.sort], query.order);
  if (!query.search) {
    return pageOf<ProviderTableRow>(
      db,
      providers(),
      sql`true`,
      order,
      query.page,
      query.pageSize,
      // Kept by a trigger (migration 0016): counting 100,000 providers on every page would cost more than the page.
      sql`select n from admin_user_count where kind = 'provider'`,
    );
  }
  const p = containsPattern(query.search);
  if (!query.search.includes(',')) return searchPage(db, p, order, query.page, query.pageSize);
  return pageOf<ProviderTableRow>(db, providers(), plainWhere(p), order, query.page, query.pageSize);
}

/**
 * A search's page and its total in one statement: the candidates are found once (materialized) and both the page
 * and the count read them. Run as two statements, each paid for the trigram scans, which are most of a search's
 * time (a term sharing its letters with many names reads long posting lists). A page past the end returns no row
 * to carry the total, so only then is it counted alone.
 */
async function searchPage(
  db: Kysely<DB>,
  pattern: string,
  order: RawBuilder<unknown>,
  page: number,
  pageSize: number,
): Promise<{ rows: ProviderTableRow[]; total: number }> {
  const { rows } = await sql<ProviderTableRow & { search_total: string | number }>`
    with c as materialized (${candidates(pattern)}),
         t as not materialized (${providers()})
    select t.*, (select count(*) from c) as search_total from t
    where t.id in (
      select t.id from (${providers(sql`u.id in (select c.id from c)`)}) as t
      ${order}
      limit ${pageSize} offset ${offsetOf(page, pageSize)})
    ${order}`.execute(db);
  if (rows.length === 0) {
    const counted = await sql<{
      n: string | number;
    }>`select count(*) as n from (${candidates(pattern)}) as c`.execute(db);
    return { rows: [], total: Number(counted.rows[0]?.n ?? 0) };
  }
  return {
    rows: rows.map(({ search_total: _total, ...row }) => row),
    total: Number(rows[0]!.search_total),
  };
}
