import type { PrescriptionListQuery, PrescriptionTab } from '@carespace/domain';
import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '../../db/types.ts';
import { licensedStatesOf } from '../licenses/licenses.repository.ts';

/**
 * Who is looking, as the SQL sees it. Every read and every decision filters on this in the query itself, so a
 * request outside the caller's reach is never loaded, not loaded and then hidden.
 */
export type ReviewScope =
  | { kind: 'admin' }
  /** A healthcare professional (HPRO): requests from patients in the states of their verified, unexpired licenses. */
  | { kind: 'reviewer'; userId: string }
  /** A pharmacist: approved requests only. */
  | { kind: 'pharmacist' }
  | { kind: 'patient'; userId: string };

type QB = SelectQueryBuilder<DB & { pq: DB['patient_questionnaire']; u: DB['app_user'] }, 'pq' | 'u', object>;
type PqEb = ExpressionBuilder<DB & { pq: DB['patient_questionnaire'] }, 'pq'>;

/**
 * The tab lifecycle (decisions.md): Pending ('others') = paid, not decided; Approved = accepted and the
 * subscription running; Completed = accepted, subscription ended; Rejected = rejected; Referred = sent to be seen
 * in person (migration 0040); Incomplete = an account's request not paid yet. Each tab's condition matches one partial index (migration 0007). The flags are literals,
 * not parameters, so a prepared statement's generic plan still proves the index's predicate.
 */
export function tabCondition(eb: PqEb, tab: PrescriptionTab) {
  switch (tab) {
    case 'others':
      return eb.and([
        eb('pq.paid_on', 'is not', null),
        eb('pq.accepted_on', 'is', null),
        eb('pq.rejected_on', 'is', null),
        eb('pq.referred_on', 'is', null),
      ]);
    case 'referred':
      return eb('pq.referred_on', 'is not', null);
    case 'approved':
      return eb.and([eb('pq.accepted_on', 'is not', null), eb('pq.is_active', '=', eb.lit(true))]);
    case 'completed':
      return eb.and([eb('pq.accepted_on', 'is not', null), eb('pq.is_active', '=', eb.lit(false))]);
    case 'rejected':
      return eb('pq.rejected_on', 'is not', null);
    case 'incomplete':
      return eb.and([eb('pq.paid_on', 'is', null), eb('pq.owner_user_id', 'is not', null)]);
  }
}

/** The date each tab is about: when it was paid, decided, or started. */
export function tabDateColumn(tab: PrescriptionTab) {
  switch (tab) {
    case 'others':
      return 'pq.paid_on' as const;
    case 'approved':
    case 'completed':
      return 'pq.accepted_on' as const;
    case 'rejected':
      return 'pq.rejected_on' as const;
    case 'referred':
      return 'pq.referred_on' as const;
    case 'incomplete':
      return 'pq.created_on' as const;
  }
}

/** The scope's rows: what a caller may ever see, whatever the tab. */
export function scopeCondition(eb: PqEb, scope: ReviewScope) {
  switch (scope.kind) {
    case 'admin':
      return eb.val(true);
    case 'reviewer':
      // Paid requests only: an unpaid draft is not the reviewer's business yet. Licensure is the verified,
      // unexpired licenses an admin checked, never the states the reviewer lists on their own profile.
      return eb.and([
        eb('pq.paid_on', 'is not', null),
        eb('pq.us_state', 'in', licensedStatesOf(scope.userId)),
      ]);
    case 'pharmacist':
      return tabCondition(eb, 'approved');
    case 'patient':
      return eb('pq.owner_user_id', '=', scope.userId);
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function base(db: Kysely<DB>, withPatient = true): QB {
  const requests = db.selectFrom('patient_questionnaire as pq');
  // Every listed request has its patient (paid ones by checkout's rule, incomplete ones by the tab's condition),
  // so a count with no name or email filter leaves the join out and stays an index-only scan of the tab's index.
  return (withPatient
    ? requests.innerJoin('app_user as u', 'u.id', 'pq.owner_user_id')
    : requests) as unknown as QB;
}

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

const LIST_COLUMNS = [
  'pq.id',
  'pq.checkout_session_id',
  'pq.treatment_category',
  'pq.us_state',
  'pq.created_on',
  'pq.paid_on',
  'pq.accepted_on',
  'pq.rejected_on',
  'pq.referred_on',
  'pq.referral_note',
  'pq.is_active',
  'pq.rejection_reason_id',
  'pq.rejection_reason_other',
  'pq.provider_note',
  'pq.reviewer_user_id',
  'pq.review_started_on',
  'pq.rx_medication_id',
  'pq.owner_user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

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

/** One request, if the scope may see it (whatever its tab), with the patient's details for the modal. */
export async function findScoped(db: Kysely<DB>, scope: ReviewScope, id: string) {
  return base(db)
    .where((eb) => scopeCondition(eb as unknown as PqEb, scope))
    .where('pq.id', '=', id)
    .select([
      ...LIST_COLUMNS,
      'pq.questionnaire_id',
      'u.phone',
      'u.gender',
      'u.gender_other',
      'u.date_of_birth',
      'pq.shipping_line1',
      'pq.shipping_line2',
      'pq.shipping_city',
      'pq.shipping_state',
      'pq.shipping_postal_code',
    ])
    .executeTakeFirst();
}

export async function findScopedBySession(db: Kysely<DB>, scope: ReviewScope, sessionId: string) {
  return base(db)
    .where((eb) => scopeCondition(eb as unknown as PqEb, scope))
    .where((eb) => tabCondition(eb as unknown as PqEb, 'approved'))
    .where('pq.checkout_session_id', '=', sessionId)
    .select([
      'pq.id',
      'pq.shipping_line1',
      'pq.shipping_line2',
      'pq.shipping_city',
      'pq.shipping_state',
      'pq.shipping_postal_code',
    ])
    .executeTakeFirst();
}

type Medication = Selectable<DB['rx_medication']>;
interface ReferenceRows {
  medications: Medication[];
  reasons: Array<{ id: string; name: string }>;
}

/**
 * The medications and the rejection reasons are reference data written by migrations only, so each database
 * handle reads them once rather than on every list call (two fewer round trips per page). An id not found
 * (a medication added since) reloads them.
 */
const referenceCache = new WeakMap<Kysely<DB>, Promise<ReferenceRows>>();

async function loadReference(db: Kysely<DB>): Promise<ReferenceRows> {
  const [medications, reasons] = await Promise.all([
    db.selectFrom('rx_medication').selectAll().execute(),
    db
      .selectFrom('reference_item')
      .select(['id', 'name'])
      .where('table_name', '=', 'questionnaireRejectionReason')
      .execute(),
  ]);
  return { medications, reasons };
}

async function reference(db: Kysely<DB>, wanted: { medications: string[]; reasons: string[] }) {
  let cached = referenceCache.get(db);
  if (!cached) {
    cached = loadReference(db);
    referenceCache.set(db, cached);
    cached.catch(() => referenceCache.delete(db));
  }
  const rows = await cached;
  const known = (ids: string[], list: Array<{ id: string }>) =>
    ids.every((id) => list.some((r) => r.id === id));
  if (known(wanted.medications, rows.medications) && known(wanted.reasons, rows.reasons)) return rows;
  const fresh = loadReference(db);
  referenceCache.set(db, fresh);
  return fresh;
}

/** Medications, reasons and reviewers of a page of rows, looked up once per page rather than joined per row. */
export async function lookups(
  db: Kysely<DB>,
  rows: readonly ReviewRow[],
  options: { reviewers: boolean; orders: boolean } = { reviewers: true, orders: true },
) {
  const distinct = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v))];
  const medicationIds = distinct(rows.map((r) => r.rx_medication_id));
  // Only admins are shown the reviewing provider.
  const reviewerIds = options.reviewers ? distinct(rows.map((r) => r.reviewer_user_id)) : [];
  const ids = rows.map((r) => r.id);
  const [known, reviewers, orders] = await Promise.all([
    reference(db, { medications: medicationIds, reasons: distinct(rows.map((r) => r.rejection_reason_id)) }),
    reviewerIds.length
      ? db
          .selectFrom('app_user')
          .select(['id', 'first_name', 'last_name'])
          .where('id', 'in', reviewerIds)
          .execute()
      : [],
    ids.length && options.orders
      ? db
          .selectFrom('order_history')
          .select([
            'id',
            'order_number',
            'paid_on',
            'approved_on',
            'shipped_on',
            'tracking_number',
            'patient_questionnaire_id',
          ])
          .where('patient_questionnaire_id', 'in', ids)
          .orderBy('paid_on', 'desc')
          .orderBy('id')
          .execute()
      : [],
  ]);
  const medications = known.medications.filter((m) => medicationIds.includes(m.id));
  return { medications, reviewers, reasons: known.reasons, orders };
}

export async function rejectionReasonName(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('reference_item')
    .select('name')
    .where('table_name', '=', 'questionnaireRejectionReason')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name;
}

/**
 * Whether a stored file is attached to a prescription request the caller may see (the same scope as the lists):
 * the seam features/files asks before it serves an ePHI file to someone who did not upload it.
 */
export async function fileInScope(db: Kysely<DB>, scope: ReviewScope, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('patient_questionnaire_file as l')
    .innerJoin('patient_questionnaire as pq', 'pq.id', 'l.patient_questionnaire_id')
    .select('l.file_id')
    .where('l.file_id', '=', fileId)
    .where((eb) => scopeCondition(eb, scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a questionnaire is a prescription request the scope may see: the seam features/questionnaires asks
 * before it shows a questionnaire to staff, so both features answer the same question the same way.
 */
export async function requestInScope(db: Kysely<DB>, scope: ReviewScope, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('patient_questionnaire as pq')
    .select('pq.id')
    .where('pq.id', '=', id)
    .where((eb) => scopeCondition(eb, scope))
    .executeTakeFirst();
  return row !== undefined;
}

/** The request's files, both the patient's (patientQuestionnaires) and the prescriber's (patientPrescriptions). */
export async function requestFiles(db: Kysely<DB>, patientQuestionnaireId: string) {
  return db
    .selectFrom('patient_questionnaire_file as l')
    .innerJoin('stored_file as f', 'f.id', 'l.file_id')
    .select(['f.id', 'f.folder', 'f.file_name', 'f.mime_type', 'f.original_name', 'f.display_order'])
    .where('l.patient_questionnaire_id', '=', patientQuestionnaireId)
    .orderBy('f.created_on')
    .orderBy('f.display_order')
    .execute();
}

/** Prescription uploads the reviewer made themselves and has not attached to any request yet. */
export async function ownUnlinkedPrescriptionFiles(
  db: Kysely<DB>,
  userId: string,
  fileIds: readonly string[],
) {
  if (fileIds.length === 0) return [];
  return db
    .selectFrom('stored_file as f')
    .select('f.id')
    .where('f.id', 'in', fileIds)
    .where('f.folder', '=', 'patientPrescriptions')
    .where('f.owner_user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('patient_questionnaire_file as l')
            .select('l.file_id')
            .whereRef('l.file_id', '=', 'f.id'),
        ),
      ),
    )
    .execute();
}

export interface Decision {
  id: string;
  scope: ReviewScope;
  reviewerUserId: string;
  now: Date;
}

/**
 * Decided once: the update only matches a paid request that nobody has accepted or rejected yet, so of two
 * reviewers racing, the database lets exactly one through (the row lock makes the second re-check and miss).
 * Runs in the caller's transaction: the approval, the prescription's attachment, the orders' approval stamp and
 * the caller's audit row commit together.
 */
export async function approveOnce(
  trx: Transaction<DB>,
  decision: Decision & { providerNote: string | null; fileIds: readonly string[] },
) {
  const updated = await trx
    .updateTable('patient_questionnaire as pq')
    .set({
      accepted_on: decision.now,
      is_active: true,
      reviewer_user_id: decision.reviewerUserId,
      provider_note: decision.providerNote,
      updated_on: decision.now,
    })
    .where('pq.id', '=', decision.id)
    .where((eb) => tabCondition(eb as unknown as PqEb, 'others'))
    .where((eb) => scopeCondition(eb as unknown as PqEb, decision.scope))
    .returning(['pq.id', 'pq.accepted_on', 'pq.rejected_on'])
    .executeTakeFirst();
  if (!updated) return undefined;
  if (decision.fileIds.length > 0) {
    await trx
      .insertInto('patient_questionnaire_file')
      .values(decision.fileIds.map((fileId) => ({ patient_questionnaire_id: decision.id, file_id: fileId })))
      .execute();
  }
  await trx
    .updateTable('order_history')
    .set({ approved_on: decision.now })
    .where('patient_questionnaire_id', '=', decision.id)
    .where('approved_on', 'is', null)
    .execute();
  return updated;
}

export async function rejectOnce(
  db: Kysely<DB>,
  decision: Decision & { reasonId: string; reasonOther: string | null },
) {
  return db
    .updateTable('patient_questionnaire as pq')
    .set({
      rejected_on: decision.now,
      is_active: false,
      reviewer_user_id: decision.reviewerUserId,
      rejection_reason_id: decision.reasonId,
      rejection_reason_other: decision.reasonOther,
      updated_on: decision.now,
    })
    .where('pq.id', '=', decision.id)
    .where((eb) => tabCondition(eb as unknown as PqEb, 'others'))
    .where((eb) => scopeCondition(eb as unknown as PqEb, decision.scope))
    .returning(['pq.id', 'pq.accepted_on', 'pq.rejected_on'])
    .executeTakeFirst();
}

/** Refers a pending request for an in-person visit, once (the same race rule as approving and rejecting). */
export async function referOnce(db: Kysely<DB>, decision: Decision & { note: string }) {
  return db
    .updateTable('patient_questionnaire as pq')
    .set({
      referred_on: decision.now,
      referral_note: decision.note,
      is_active: false,
      reviewer_user_id: decision.reviewerUserId,
      updated_on: decision.now,
    })
    .where('pq.id', '=', decision.id)
    .where((eb) => tabCondition(eb as unknown as PqEb, 'others'))
    .where((eb) => scopeCondition(eb as unknown as PqEb, decision.scope))
    .returning(['pq.id', 'pq.referred_on', 'pq.payment_subscription_id'])
    .executeTakeFirst();
}

/** The orders of a request with money still to give back: what a referral refunds. */
export async function refundableOrders(db: Kysely<DB>, patientQuestionnaireId: string) {
  return db
    .selectFrom('order_history')
    .select(['id', 'charge_id', 'invoice_id', 'amount_cents', 'refunded_cents'])
    .where('patient_questionnaire_id', '=', patientQuestionnaireId)
    .where('amount_cents', 'is not', null)
    .where(sql<boolean>`amount_cents > refunded_cents`)
    .execute();
}

/** An order of an approved request the scope may see, with the patient to tell. */
export async function findScopedOrder(db: Kysely<DB>, scope: ReviewScope, orderId: string) {
  return base(db)
    .innerJoin('order_history as o', 'o.patient_questionnaire_id', 'pq.id')
    .where((eb) => scopeCondition(eb as unknown as PqEb, scope))
    .where('o.id', '=', orderId)
    .select([
      'o.id',
      'o.order_number',
      'o.tracking_number',
      'o.shipped_on',
      'pq.id as patient_questionnaire_id',
      'pq.accepted_on',
      'pq.is_active',
      'u.email',
      'u.first_name',
    ])
    .executeTakeFirst();
}

/**
 * Adds (expectedTracking null) or replaces (expectedTracking = the number the pharmacist saw) the tracking
 * number; the condition keeps two people from overwriting each other's number unseen.
 */
export async function updateTracking(
  db: Kysely<DB>,
  update: {
    orderId: string;
    trackingNumber: string | null;
    expectedTracking: string | null;
    now: Date;
  },
) {
  return db
    .updateTable('order_history')
    .set((eb) => ({
      tracking_number: update.trackingNumber ?? eb.ref('tracking_number'),
      shipped_on: eb.fn.coalesce('shipped_on', eb.val(update.now)),
    }))
    .where('id', '=', update.orderId)
    .where((eb) =>
      update.expectedTracking === null
        ? eb('tracking_number', 'is', null)
        : eb('tracking_number', '=', update.expectedTracking),
    )
    .returning(['id', 'order_number', 'tracking_number', 'shipped_on'])
    .executeTakeFirst();
}
