import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { base, type PqEb, type ReviewScope, scopeCondition } from './review-scope.repository.ts';

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
