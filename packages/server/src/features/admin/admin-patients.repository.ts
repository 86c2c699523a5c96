import type { AdminPatientsQuery } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { column, containsPattern, orderByColumn, pageOf } from './admin-table-sql.ts';

export interface PatientTableRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  us_state: string | null;
  created_on: Date | string;
  last_login: Date | string | null;
  status: string;
}

const SORT_COLUMNS = {
  name: column(sql`lower(t.name)`, false),
  email: column(sql`t.email`, false),
  phone: column(sql`t.phone`),
  address: column(sql`lower(t.address)`),
  usState: column(sql`t.us_state`),
  // Served by app_user_patient_created_idx (migration 0016).
  createdOn: column(sql`t.created_on`, false),
  lastLogin: column(sql`t.last_login`),
} as const;

/**
 * Patients with their latest visit's place: the shipping address given at checkout when there is one, else the
 * visit's ZIP and state.
 */
const PATIENTS = sql`
  select u.id, u.first_name || ' ' || u.last_name as name, u.email, u.phone, u.status,
         u.created_on, u.last_login,
         coalesce(
           nullif(concat_ws(', ', pq.shipping_line1, pq.shipping_line2, pq.shipping_city,
                            pq.shipping_state, pq.shipping_postal_code), ''),
           pq.zipcode) as address,
         coalesce(pq.shipping_state, pq.us_state) as us_state
  from app_user u
  left join lateral (
    select q.shipping_line1, q.shipping_line2, q.shipping_city, q.shipping_state, q.shipping_postal_code,
           q.zipcode, q.us_state
    from patient_questionnaire q
    where q.owner_user_id = u.id
    order by q.created_on desc
    limit 1
  ) pq on true
  where u.is_patient`;

function searchOf(query: Pick<AdminPatientsQuery, 'search'>) {
  const p = query.search ? containsPattern(query.search) : null;
  const where =
    p === null
      ? sql`true`
      : sql`(t.name ilike ${p} or t.email ilike ${p} or coalesce(t.phone, '') ilike ${p}
             or coalesce(t.address, '') ilike ${p} or coalesce(t.us_state, '') ilike ${p})`;
  return { p, where };
}

/** Every patient the table's search selects, in its order (no page): the CSV export's statement. */
export function patientsExportQuery(query: AdminPatientsQuery) {
  const { where } = searchOf(query);
  return sql`select t.* from (${PATIENTS}) as t where ${where} ${orderByColumn(SORT_COLUMNS[query.sort], query.order)}`;
}

export function listPatients(db: Kysely<DB>, query: AdminPatientsQuery) {
  const { p, where } = searchOf(query);
  return pageOf<PatientTableRow>(
    db,
    PATIENTS,
    where,
    orderByColumn(SORT_COLUMNS[query.sort], query.order),
    query.page,
    query.pageSize,
    // Without a search the total is kept by a trigger (migration 0016).
    p === null ? sql`select n from admin_user_count where kind = 'patient'` : undefined,
  );
}
