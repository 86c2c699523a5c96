import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The order a refunded charge paid: by the charge id we kept, else by the invoice the provider names. */
export async function findOrderByCharge(db: Kysely<DB>, chargeId: string, invoiceId: string | null) {
  const byCharge = await db
    .selectFrom('order_history')
    .selectAll()
    .where('charge_id', '=', chargeId)
    .executeTakeFirst();
  if (byCharge || !invoiceId) return byCharge;
  return db.selectFrom('order_history').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
}

/** Raises the refunded total; false when it already was this high (a repeated or late event). */
export async function recordRefund(db: Kysely<DB>, orderId: string, refundedCents: number): Promise<boolean> {
  const result = await db
    .updateTable('order_history')
    .set({ refunded_cents: refundedCents, refunded_on: new Date() })
    .where('id', '=', orderId)
    .where('refunded_cents', '<', refundedCents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One order with what its receipt shows: the request it belongs to, its owner and the medication. */
export async function findReceipt(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('order_history as o')
    .innerJoin('patient_questionnaire as pq', 'pq.id', 'o.patient_questionnaire_id')
    .leftJoin('app_user as u', 'u.id', 'pq.owner_user_id')
    .leftJoin('rx_medication as m', 'm.id', 'pq.rx_medication_id')
    .select([
      'o.id',
      'o.order_number',
      'o.paid_on',
      'o.period_end',
      'o.amount_cents',
      'o.tax_cents',
      'o.currency',
      'o.card_brand',
      'o.card_last4',
      'o.refunded_cents',
      'o.refunded_on',
      'o.shipped_on',
      'o.tracking_number',
      'pq.id as questionnaire_id',
      'pq.owner_user_id',
      'pq.treatment_category',
      'u.first_name',
      'u.last_name',
      'u.email',
      'm.name as medication_name',
      'm.dosage as medication_dosage',
      'm.day_supply as medication_day_supply',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
