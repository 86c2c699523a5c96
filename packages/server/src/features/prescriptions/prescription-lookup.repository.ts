import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { ReviewRow } from './prescription-list.repository.ts';
import {
  base,
  LIST_COLUMNS,
  type PqEb,
  type ReviewScope,
  scopeCondition,
  tabCondition,
} from './review-scope.repository.ts';

/** One request the scope may see, and the names of its medications and rejection reasons. */

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
