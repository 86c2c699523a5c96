import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB, PatientQuestionnaireTable } from '../../db/types.ts';
import { type PqEb, type ReviewScope, scopeCondition, tabCondition } from './review-scope.repository.ts';

/** Approve, reject and refer: each decides a request once, under the scope, and refunds what a refusal owes. */

export interface Decision {
  id: string;
  scope: ReviewScope;
  reviewerUserId: string;
  now: Date;
}

/**
 * A decision's update of the request: it only matches while the request is pending and in the reviewer's scope,
 * so of two decisions racing, exactly one changes the row. Stamps the reviewer and the time.
 */
function decidePending(db: Kysely<DB>, decision: Decision, columns: Updateable<PatientQuestionnaireTable>) {
  return db
    .updateTable('patient_questionnaire as pq')
    .set({ ...columns, reviewer_user_id: decision.reviewerUserId, updated_on: decision.now })
    .where('pq.id', '=', decision.id)
    .where((eb) => tabCondition(eb as unknown as PqEb, 'others'))
    .where((eb) => scopeCondition(eb as unknown as PqEb, decision.scope));
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
  const updated = await decidePending(trx, decision, {
    accepted_on: decision.now,
    is_active: true,
    provider_note: decision.providerNote,
  })
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
  return decidePending(db, decision, {
    rejected_on: decision.now,
    is_active: false,
    rejection_reason_id: decision.reasonId,
    rejection_reason_other: decision.reasonOther,
  })
    .returning(['pq.id', 'pq.accepted_on', 'pq.rejected_on'])
    .executeTakeFirst();
}

/** Refers a pending request for an in-person visit, once (the same race rule as approving and rejecting). */
export async function referOnce(db: Kysely<DB>, decision: Decision & { note: string }) {
  return decidePending(db, decision, {
    referred_on: decision.now,
    referral_note: decision.note,
    is_active: false,
  })
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
