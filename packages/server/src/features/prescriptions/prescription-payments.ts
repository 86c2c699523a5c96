import { TREATMENT_CATEGORY, type TreatmentCategory } from '@carespace/domain';
import type {
  CheckoutSession,
  PaidInvoice,
  SubscriptionInfo,
} from '../../adapters/payment/payment-gateway.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { HandledPaymentEvent } from '../billing/payment-events.ts';
import {
  findPatientQuestionnaire,
  type PatientQuestionnaireRow,
} from '../questionnaires/questionnaires.repository.ts';
import { requestReceivedMessage } from './prescriptions.emails.ts';
import { findByPaymentSubscription, findPatient, newOrderNumber } from './prescriptions.repository.ts';

/**
 * What a prescription payment changes. The webhook (billing feature, verified and de-duplicated by event id) and
 * the checkout return page both land here, and each step is written so that doing it twice changes nothing:
 * "paid" is set only where it was not, and an invoice adds its order only once (unique invoice id).
 */

async function questionnaireOf(
  ctx: RequestContext,
  metadata: Record<string, string>,
  subscriptionId: string | null,
) {
  const id = metadata.patientQuestionnaireId;
  if (id) return findPatientQuestionnaire(ctx.db, id);
  return subscriptionId ? findByPaymentSubscription(ctx.db, subscriptionId) : undefined;
}

/** The prescription request a checkout session pays for, if it is one of ours. */
export function requestOfSession(
  ctx: RequestContext,
  session: CheckoutSession,
): Promise<PatientQuestionnaireRow | undefined> {
  return questionnaireOf(ctx, session.metadata, session.subscriptionId);
}

/**
 * A finished checkout: the request is paid and waits for a provider's approval; the shipping address and the
 * provider's ids are stored, and the patient is told their request arrived (once, by whichever call gets here
 * first). Returns the questionnaire as it now is, or undefined when the session is not one of ours.
 */
export async function markPaid(
  ctx: RequestContext,
  session: CheckoutSession,
): Promise<PatientQuestionnaireRow | undefined> {
  const row = await questionnaireOf(ctx, session.metadata, session.subscriptionId);
  if (!row || session.paymentStatus !== 'paid' || session.status !== 'complete') return row;
  if (row.paid_on) return row;
  const now = new Date();
  const address = session.shippingAddress;
  const result = await ctx.db
    .updateTable('patient_questionnaire')
    .set({
      paid_on: now,
      status: 'PAID',
      submitted_on: row.submitted_on ?? now,
      payment_customer_id: session.customerId,
      payment_subscription_id: session.subscriptionId,
      checkout_session_id: session.id,
      shipping_line1: address?.line1 ?? null,
      shipping_line2: address?.line2 ?? null,
      shipping_city: address?.city ?? null,
      shipping_state: address?.state ?? null,
      shipping_postal_code: address?.postal_code ?? null,
      updated_on: now,
    })
    .where('id', '=', row.id)
    .where('paid_on', 'is', null)
    .executeTakeFirst();
  const updated = await findPatientQuestionnaire(ctx.db, row.id);
  if (Number(result.numUpdatedRows) !== 1) return updated;
  await ctx.audit({
    eventCode: 'RCUP',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { action: 'paid', checkoutSessionId: session.id },
  });
  const patient = row.owner_user_id ? await findPatient(ctx.db, row.owner_user_id) : undefined;
  if (patient) {
    const treatment = TREATMENT_CATEGORY[row.treatment_category as TreatmentCategory] ?? 'your';
    try {
      await ctx.ports.mailer.send(
        requestReceivedMessage(
          { email: patient.email, firstName: patient.first_name },
          treatment.toLowerCase(),
          ctx.config.publicUrl,
        ),
      );
    } catch (error) {
      // The payment stands; a missing email must not make the provider retry the webhook forever.
      await ctx.audit({
        eventCode: 'RCUP',
        userId: null,
        entityType: 'patient_questionnaire',
        entityId: row.id,
        details: { warning: 'UNABLE_TO_SEND_EMAIL', message: String(error).slice(0, 200) },
      });
    }
  }
  return updated;
}

/** One order per paid period (idempotent by invoice id). Renewals of an approved prescription are approved. */
export async function recordInvoice(ctx: RequestContext, invoice: PaidInvoice): Promise<void> {
  const row = await questionnaireOf(ctx, invoice.metadata, invoice.subscriptionId);
  if (!row) return;
  const paidOn = new Date();
  const approved = row.is_active && row.accepted_on !== null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await ctx.db
        .insertInto('order_history')
        .values({
          id: newId(),
          patient_questionnaire_id: row.id,
          order_number: newOrderNumber(paidOn),
          invoice_id: invoice.id,
          amount_cents: invoice.amountPaidCents,
          paid_on: paidOn,
          period_end: invoice.periodEnd,
          approved_on: approved ? paidOn : null,
        })
        .onConflict((oc) => oc.column('invoice_id').doNothing())
        .execute();
      break;
    } catch (error) {
      // Only an order-number collision (1 in ~10^9) is worth another try.
      if (attempt === 2) throw error;
    }
  }
  await ctx.db
    .updateTable('patient_questionnaire')
    .set({ current_period_end: invoice.periodEnd, updated_on: paidOn })
    .where('id', '=', row.id)
    .execute();
  await ctx.audit({
    eventCode: 'RCUP',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { action: 'invoice paid', invoiceId: invoice.id },
  });
}

async function subscriptionChanged(ctx: RequestContext, subscription: SubscriptionInfo, canceled: boolean) {
  const row = await questionnaireOf(ctx, subscription.metadata, subscription.id);
  if (!row) return;
  await ctx.db
    .updateTable('patient_questionnaire')
    .set({
      current_period_end: subscription.currentPeriodEnd,
      ...(canceled ? { is_active: false } : {}),
      updated_on: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  if (canceled) {
    await ctx.audit({
      eventCode: 'RCUP',
      userId: null,
      entityType: 'patient_questionnaire',
      entityId: row.id,
      details: { action: 'subscription canceled' },
    });
  }
}

/** The handler registered for payments whose purpose is 'prescription'. */
export async function handlePrescriptionPayment(
  ctx: RequestContext,
  event: HandledPaymentEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.completed':
      await markPaid(ctx, event.session);
      return;
    case 'invoice.paid':
      await recordInvoice(ctx, event.invoice);
      return;
    case 'subscription.canceled':
      await subscriptionChanged(ctx, event.subscription, true);
      return;
    case 'subscription.updated':
      await subscriptionChanged(ctx, event.subscription, false);
      return;
  }
}
