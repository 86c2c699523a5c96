import type { PrescriptionListQuery, PrescriptionTab } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/types.ts';
import { licensedStatesOf } from '../licenses/verified-license.sql.ts';
import {
  base,
  LIST_COLUMNS,
  type PqEb,
  type ReviewScope,
  scopeCondition,
  tabCondition,
  tabDateColumn,
} from './review-scope.repository.ts';

/** The tabs of prescription requests: their pages, totals and the CSV export. */

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(
  db: Kysely<DB>,
  scope: ReviewScope,
  tab: PrescriptionTab,
  query: PrescriptionListQuery,
  withPatient = true,
) {
  const dateColumn = tabDateColumn(tab);
  let q = base(db, withPatient || Boolean(query.name || query.email))
    .where((eb) => scopeCondition(eb as unknown as PqEb, scope))
    .where((eb) => tabCondition(eb as unknown as PqEb, tab));
  if (query.name) {
    const pattern = `%${escapeLike(query.name)}%`;
    q = q.where(sql<boolean>`(u.first_name || ' ' || u.last_name) ilike ${pattern}`);
  }
  if (query.email) q = q.where('u.email', 'ilike', `%${escapeLike(query.email)}%`);
  if (query.treatmentCategory) q = q.where('pq.treatment_category', '=', query.treatmentCategory);
  // Days are New York days, as every date on these screens is shown.
  if (query.from) {
    q = q.where(
      sql<boolean>`${sql.ref(dateColumn)} >= (${query.from}::date::timestamp at time zone 'America/New_York')`,
    );
  }
  if (query.to) {
    q = q.where(
      sql<boolean>`${sql.ref(dateColumn)} < ((${query.to}::date + 1)::timestamp at time zone 'America/New_York')`,
    );
  }
  return q;
}

/** The tab's total under the scope and filters (the builder, so the bench can EXPLAIN it). */
export function countListQuery(
  db: Kysely<DB>,
  scope: ReviewScope,
  tab: PrescriptionTab,
  query: PrescriptionListQuery,
) {
  return filtered(db, scope, tab, query, false).select((eb) => eb.fn.countAll<string | number>().as('total'));
}

/**
 * A tab's total without search filters, from the counters the database keeps per tab, state and paid flag
 * (migration 0019): a few rows summed instead of every index entry of the tab read. Null where the counters do
 * not answer the question (a patient's own requests, a pharmacist on a tab other than Approved).
 */
export function countFromTabCounters(db: Kysely<DB>, scope: ReviewScope, tab: PrescriptionTab) {
  const counters = db
    .selectFrom('prescription_tab_count as c')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('c.requests'), eb.lit(0)).as('total'))
    .where('c.tab', '=', tab);
  switch (scope.kind) {
    case 'admin':
      return counters;
    case 'pharmacist':
      return tab === 'approved' ? counters : null;
    case 'reviewer':
      return counters
        .where('c.paid', '=', sql.lit(true))
        .where('c.us_state', 'in', licensedStatesOf(scope.userId));
    case 'patient':
      return null;
  }
}

const hasSearchFilter = (query: PrescriptionListQuery) =>
  Boolean(query.name || query.email || query.treatmentCategory || query.from || query.to);

export async function countList(
  db: Kysely<DB>,
  scope: ReviewScope,
  tab: PrescriptionTab,
  query: PrescriptionListQuery,
): Promise<number> {
  const counters = hasSearchFilter(query) ? null : countFromTabCounters(db, scope, tab);
  const row = await (counters ?? countListQuery(db, scope, tab, query)).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** One page of a tab under the scope, filters and sort (the builder, so the bench can EXPLAIN it). */
export function listPageQuery(
  db: Kysely<DB>,
  scope: ReviewScope,
  tab: PrescriptionTab,
  query: PrescriptionListQuery,
) {
  const order = listOrder(tab, query);
  let q = filtered(db, scope, tab, query)
    .select([...LIST_COLUMNS])
    // The page's orders come with it (json_agg per row over order_history_questionnaire_idx): one round trip.
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('order_history as o')
          .select([
            'o.id',
            'o.order_number',
            'o.paid_on',
            'o.approved_on',
            'o.shipped_on',
            'o.tracking_number',
          ])
          .whereRef('o.patient_questionnaire_id', '=', 'pq.id')
          .orderBy('o.paid_on', 'desc')
          .orderBy('o.id'),
      ).as('orders'),
    );
  for (const column of listSortColumns(tab, query)) q = q.orderBy(column, order);
  return q
    .orderBy('pq.id', order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The list's direction: oldest first on the others tab, newest first elsewhere, unless the caller chose. */
function listOrder(tab: PrescriptionTab, query: PrescriptionListQuery) {
  return query.order ?? (tab === 'others' ? 'asc' : 'desc');
}

/** The columns the list sorts by, the page and the export alike (each then breaks ties by id). */
function listSortColumns(tab: PrescriptionTab, query: PrescriptionListQuery) {
  switch (query.sort) {
    case 'name':
      return ['u.last_name', 'u.first_name'] as const;
    case 'email':
      return ['u.email'] as const;
    case 'treatmentCategory':
      return ['pq.treatment_category'] as const;
    case 'usState':
      return ['pq.us_state'] as const;
    default:
      return [tabDateColumn(tab)] as const;
  }
}

/**
 * Every request of a tab the filters select, in the list's order, without paging: the admin's CSV export. The
 * reviewer's name comes along (the admin's table shows it), the orders do not.
 */
export function exportListQuery(db: Kysely<DB>, tab: PrescriptionTab, query: PrescriptionListQuery) {
  const order = listOrder(tab, query);
  let q = filtered(db, { kind: 'admin' }, tab, query)
    .select([...LIST_COLUMNS])
    .select(
      sql<string | null>`(select r.first_name || ' ' || r.last_name from app_user r
                                where r.id = pq.reviewer_user_id)`.as('reviewer_name'),
    );
  for (const column of listSortColumns(tab, query)) q = q.orderBy(column, order);
  return q.orderBy('pq.id', order);
}

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportListQuery>['execute']>>[number];

export async function listPage(
  db: Kysely<DB>,
  scope: ReviewScope,
  tab: PrescriptionTab,
  query: PrescriptionListQuery,
) {
  return listPageQuery(db, scope, tab, query).execute();
}

export type ListRow = Awaited<ReturnType<typeof listPage>>[number];
export type ReviewRow = Omit<ListRow, 'orders'>;
/** An order of a request: from the page's json_agg (dates as text) or from lookups (dates as Date). */
export interface OrderRow {
  id: string;
  order_number: string;
  paid_on: Date | string;
  approved_on: Date | string | null;
  shipped_on: Date | string | null;
  tracking_number: string | null;
}
