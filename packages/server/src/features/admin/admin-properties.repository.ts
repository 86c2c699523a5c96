import type { AdminPropertiesQuery } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { column, containsPattern, orderByColumn, pageOf } from './admin-table-sql.ts';

export interface PropertyTableRow {
  id: string;
  title: string;
  organization_id: string;
  organization_name: string;
  address: string;
  city: string;
  us_state: string;
  zipcode: string;
  status: string;
  created_on: Date | string;
}

const SORT_COLUMNS = {
  title: column(sql`lower(t.title)`, false),
  organizationName: column(sql`lower(t.organization_name)`),
  city: column(sql`lower(t.city)`, false),
  usState: column(sql`t.us_state`, false),
  status: column(sql`t.status`, false),
  // Served by property_admin_created_idx (migration 0016).
  createdOn: column(sql`t.created_on`, false),
} as const;

/** Every listing but deleted ones, drafts included: the operator looks after all of them. */
const PROPERTIES = sql`
  select p.id, p.title, p.organization_id, o.name as organization_name,
         concat_ws(', ', p.address_line_one, p.address_line_two) as address,
         p.city, p.us_state, p.zipcode, p.status, p.created_on
  from property p
  join organization o on o.id = p.organization_id
  where p.status <> 'DLTD'`;

function searchOf(query: Pick<AdminPropertiesQuery, 'search'>) {
  const p = query.search ? containsPattern(query.search) : null;
  const where =
    p === null
      ? sql`true`
      : sql`(t.title ilike ${p} or t.organization_name ilike ${p} or t.address ilike ${p} or t.city ilike ${p}
             or t.us_state ilike ${p} or t.zipcode ilike ${p})`;
  return { p, where };
}

/** Every listing the table's search selects, in its order (no page): the CSV export's statement. */
export function propertiesExportQuery(query: AdminPropertiesQuery) {
  const { where } = searchOf(query);
  return sql`select t.* from (${PROPERTIES}) as t where ${where} ${orderByColumn(SORT_COLUMNS[query.sort], query.order)}`;
}

export function listProperties(db: Kysely<DB>, query: AdminPropertiesQuery) {
  const { p, where } = searchOf(query);
  return pageOf<PropertyTableRow>(
    db,
    PROPERTIES,
    where,
    orderByColumn(SORT_COLUMNS[query.sort], query.order),
    query.page,
    query.pageSize,
    // Without a search the total needs no organization: every listing has one.
    p === null ? sql`select count(*) as n from property p where p.status <> 'DLTD'` : undefined,
  );
}
