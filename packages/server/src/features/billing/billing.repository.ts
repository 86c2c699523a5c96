import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export type PaymentEventResult = 'processing' | 'processed' | 'ignored';

/**
 * Claims a provider event id: true for the first delivery, false when the id is already recorded (a replay or
 * a retry of an event already acted on). The primary key makes this safe across server processes.
 */
export async function claimEvent(
  db: Kysely<DB>,
  event: { id: string; type: string; purpose: string | null; result: PaymentEventResult },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_event')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function recordResult(db: Kysely<DB>, id: string, result: PaymentEventResult): Promise<void> {
  await db.updateTable('payment_event').set({ result }).where('id', '=', id).execute();
}

/** Forgets a claim whose handler failed, so the provider's retry acts on the event. */
export async function releaseEvent(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('payment_event').where('id', '=', id).where('result', '=', 'processing').execute();
}

/**
 * The payment customer of a patient's most recent paid request. Prescription checkouts record the provider's
 * customer and subscription ids on the request (patient_questionnaire) when they are paid.
 */
export async function latestCustomerIdOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('patient_questionnaire')
    .select('payment_customer_id')
    .where('owner_user_id', '=', userId)
    .where('payment_customer_id', 'is not', null)
    .orderBy('paid_on', 'desc')
    .executeTakeFirst();
  return row?.payment_customer_id ?? null;
}

export async function ownsSubscription(
  db: Kysely<DB>,
  userId: string,
  subscriptionId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('patient_questionnaire')
    .select('id')
    .where('owner_user_id', '=', userId)
    .where('payment_subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row !== undefined;
}
