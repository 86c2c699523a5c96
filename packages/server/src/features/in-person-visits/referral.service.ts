import {
  type PrescriptionDecisionResult,
  type PrescriptionReferral,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { auditInTransaction } from '../audit/audit-in-transaction.ts';
import { findPatient } from '../prescriptions/patient-prescriptions.ts';
import * as review from '../prescriptions/referral-decision.ts';
import { findScoped, scopeOf } from '../prescriptions/review-access.ts';
import { referredMessage } from './in-person-visits.emails.ts';

/**
 * POST /api/prescription/refer: the third answer a reviewer can give. The request ends as referred (its own
 * state and tab), the patient is emailed the reviewer's note, and every payment on it is refunded through the
 * payment gateway with the subscription ended, since nothing was prescribed.
 */
export async function refer(
  ctx: RequestContext,
  body: PrescriptionReferral,
): Promise<PrescriptionDecisionResult & { refunded: boolean }> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  const scope = scopeOf(actor);
  // Only reviewers and admins decide; a pharmacist or a patient never may (403, as for approve and reject).
  if (!scope || (scope.kind !== 'admin' && scope.kind !== 'reviewer')) throw new AppError('FORBIDDEN');
  const id = body.patientQuestionnaire_id;
  const row = await findScoped(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.accepted_on || row.rejected_on || row.referred_on) {
    throw new AppError('PRESCRIPTION_ALREADY_DECIDED');
  }
  if (!row.paid_on) throw new AppError('PRESCRIPTION_NOT_PAID');

  const patient = row.owner_user_id ? await findPatient(ctx.db, row.owner_user_id) : undefined;
  const category = row.treatment_category as TreatmentCategory;
  let updated: Awaited<ReturnType<typeof review.referOnce>>;
  try {
    updated = await ctx.db.transaction().execute(async (trx) => {
      const referred = await review.referOnce(trx, {
        id,
        scope,
        reviewerUserId: actor.userId,
        now: new Date(),
        note: body.note,
      });
      if (referred) {
        await auditInTransaction(trx, ctx, {
          eventCode: 'RXRF',
          entityType: 'patient_questionnaire',
          entityId: id,
          details: { noteLength: body.note.length },
        });
        if (patient) {
          await ctx.ports.mailer.send(
            referredMessage(
              { email: patient.email, firstName: patient.first_name },
              (TREATMENT_CATEGORY[category] ?? category).toLowerCase(),
              body.note,
              ctx.config.publicUrl,
            ),
            { db: trx, key: `prescription-referred:${id}` },
          );
        }
      }
      return referred;
    });
  } catch (error) {
    throw new AppError('FAILED_TO_POST_PRESCRIPTION', undefined, { cause: error });
  }
  if (!updated) {
    // Someone decided it in between.
    throw new AppError('PRESCRIPTION_ALREADY_DECIDED');
  }
  const refunded = await refundAll(ctx, id, updated.payment_subscription_id);
  return {
    id,
    acceptedOn: null,
    rejectedOn: null,
    referredOn: new Date(updated.referred_on!).toISOString(),
    refunded,
  };
}

/**
 * After the referral is committed: the gateway is outside the database, so a failure there must not undo the
 * referral. It is written to the audit log instead, where an admin finds it (the order then shows no refund).
 */
async function refundAll(ctx: RequestContext, id: string, subscriptionId: string | null): Promise<boolean> {
  let refunded = true;
  const metadata = { purpose: 'prescription' as const, patientQuestionnaireId: id };
  for (const order of await review.refundableOrders(ctx.db, id)) {
    try {
      await ctx.ports.payments.refundPayment({
        chargeId: order.charge_id,
        invoiceId: order.invoice_id,
        amountCents: order.amount_cents ?? 0,
        metadata,
      });
    } catch (error) {
      refunded = false;
      await ctx.audit({
        eventCode: 'RCUP',
        entityType: 'order_history',
        entityId: order.id,
        details: { action: 'referral refund failed', error: String(error).slice(0, 200) },
      });
    }
  }
  if (subscriptionId) {
    // The subscription must not renew; one the provider no longer knows has nothing left to end.
    await ctx.ports.payments.cancelSubscription(subscriptionId).catch(() => undefined);
  }
  return refunded;
}
