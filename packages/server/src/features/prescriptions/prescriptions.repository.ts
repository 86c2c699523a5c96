import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The patient's own questionnaires with their medication and rejection reason, newest first. */
export async function listOwnedSubscriptions(db: Kysely<DB>, ownerUserId: string) {
  return db
    .selectFrom('patient_questionnaire as pq')
    .leftJoin('rx_medication as m', 'm.id', 'pq.rx_medication_id')
    .leftJoin('reference_item as r', (join) =>
      join
        .onRef('r.id', '=', 'pq.rejection_reason_id')
        .on('r.table_name', '=', 'questionnaireRejectionReason'),
    )
    .select([
      'pq.id',
      'pq.treatment_category',
      'pq.is_active',
      'pq.paid_on',
      'pq.accepted_on',
      'pq.rejected_on',
      'pq.referred_on',
      'pq.referral_note',
      'pq.rejection_reason_id',
      'pq.rejection_reason_other',
      'pq.provider_note',
      'pq.review_started_on',
      'pq.current_period_end',
      'pq.created_on',
      'm.id as medication_id',
      'm.name as medication_name',
      'm.dosage as medication_dosage',
      'm.day_supply as medication_day_supply',
      'r.name as rejection_reason_name',
    ])
    .where('pq.owner_user_id', '=', ownerUserId)
    .orderBy('pq.created_on', 'desc')
    .orderBy('pq.id')
    .execute();
}

export async function listOrders(db: Kysely<DB>, patientQuestionnaireIds: readonly string[]) {
  if (patientQuestionnaireIds.length === 0) return [];
  return db
    .selectFrom('order_history')
    .selectAll()
    .where('patient_questionnaire_id', 'in', patientQuestionnaireIds)
    .orderBy('paid_on', 'desc')
    .orderBy('id')
    .execute();
}

export async function findByPaymentSubscription(db: Kysely<DB>, subscriptionId: string) {
  return db
    .selectFrom('patient_questionnaire')
    .selectAll()
    .where('payment_subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

export async function findPatient(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

const ORDER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A human-readable order number, e.g. CS-2611-7KQ4MZ: the year and month it was paid, then 6 random characters. */
export function newOrderNumber(paidOn: Date): string {
  const yymm = `${String(paidOn.getUTCFullYear()).slice(-2)}${String(paidOn.getUTCMonth() + 1).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `CS-${yymm}-${tail}`;
}
