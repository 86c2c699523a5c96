import { TREATMENT_CATEGORY, type TreatmentCategory } from '@carespace/domain';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type {
  CheckoutSession,
  FailedInvoice,
  PaidInvoice,
  RefundedCharge,
  SubscriptionInfo,
} from '../../adapters/payment/payment-gateway.ts';
import { newId } from '../../lib/ids.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { HandledPaymentEvent } from '../billing/payment-events.ts';
import {
  findPatientQuestionnaire,
  type PatientQuestionnaireRow,
} from '../questionnaires/patient-questionnaires.ts';
import {
  addInvoiceOrder,
  markQuestionnairePaid,
  setBillingPeriod,
} from './prescription-payments.repository.ts';
import { requestReceivedMessage } from './prescriptions.emails.ts';
import { findByPaymentSubscription, findPatient, newOrderNumber } from './prescriptions.repository.ts';
import { paymentReceiptMessage, refundMessage, renewalFailedMessage } from './receipt.emails.ts';
import { findOrderByCharge, recordRefund } from './receipts.repository.ts';

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
  const marked = await markQuestionnairePaid(ctx.db, row.id, {
    paidOn: now,
    submittedOn: row.submitted_on ?? now,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    checkoutSessionId: session.id,
    shipping: {
      line1: address?.line1 ?? null,
      line2: address?.line2 ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postalCode: address?.postal_code ?? null,
    },
  });
  const updated = await findPatientQuestionnaire(ctx.db, row.id);
  if (!marked) return updated;
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

/** The web page of an order's receipt. */
export const receiptUrl = (publicUrl: string, orderId: string) => `${publicUrl}/rx/receipt/${orderId}`;

/**
 * Sends one of the patient's payment emails. The payment (or refund) stands whatever happens here: a failed send is
 * recorded, not thrown, so the provider does not retry the webhook forever.
 */
async function mailPatient(
  ctx: RequestContext,
  questionnaire: PatientQuestionnaireRow,
  build: (to: string, firstName: string) => MailMessage,
): Promise<void> {
  const patient = questionnaire.owner_user_id
    ? await findPatient(ctx.db, questionnaire.owner_user_id)
    : undefined;
  if (!patient) return;
  try {
    await ctx.ports.mailer.send(build(patient.email, patient.first_name));
  } catch (error) {
    await ctx.audit({
      eventCode: 'RCUP',
      userId: null,
      entityType: 'patient_questionnaire',
      entityId: questionnaire.id,
      details: { warning: 'UNABLE_TO_SEND_EMAIL', message: String(error).slice(0, 200) },
    });
  }
}

/**
 * One order per paid period (idempotent by invoice id), with what its receipt shows; the patient is emailed the
 * receipt once, by the call that added the order. Renewals of an approved prescription are approved.
 */
export async function recordInvoice(ctx: RequestContext, invoice: PaidInvoice): Promise<void> {
  const row = await questionnaireOf(ctx, invoice.metadata, invoice.subscriptionId);
  if (!row) return;
  const paidOn = new Date();
  const approved = row.is_active && row.accepted_on !== null;
  let added: { id: string; order_number: string } | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      added = await addInvoiceOrder(ctx.db, {
        id: newId(),
        patient_questionnaire_id: row.id,
        order_number: newOrderNumber(paidOn),
        invoice_id: invoice.id,
        amount_cents: invoice.amountPaidCents,
        paid_on: paidOn,
        period_end: invoice.periodEnd,
        approved_on: approved ? paidOn : null,
        tax_cents: invoice.taxCents,
        currency: invoice.currency,
        card_brand: invoice.card?.brand ?? null,
        card_last4: invoice.card?.last4 ?? null,
        charge_id: invoice.chargeId,
      });
      break;
    } catch (error) {
      // Only an order-number collision (1 in ~10^9) is worth another try.
      if (attempt === 2) throw error;
    }
  }
  await setBillingPeriod(ctx.db, row.id, invoice.periodEnd, paidOn);
  await ctx.audit({
    eventCode: 'RCUP',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { action: 'invoice paid', invoiceId: invoice.id },
  });
  if (!added) return;
  const order = added;
  await mailPatient(ctx, row, (to, firstName) =>
    paymentReceiptMessage(to, {
      firstName,
      orderNumber: order.order_number,
      kind: invoice.billingReason === 'subscription_cycle' ? 'refill' : 'first',
      amountCents: invoice.amountPaidCents,
      taxCents: invoice.taxCents,
      card: invoice.card,
      paidOn,
      receiptUrl: receiptUrl(ctx.config.publicUrl, order.id),
    }),
  );
}

/**
 * A refund the provider reports: the order keeps the total refunded so far, and the patient is emailed once per
 * refund (a repeated event carries the same total and changes nothing).
 */
export async function recordChargeRefund(ctx: RequestContext, charge: RefundedCharge): Promise<void> {
  const order = await findOrderByCharge(ctx.db, charge.chargeId, charge.invoiceId);
  if (!order || charge.amountRefundedCents <= order.refunded_cents) return;
  const before = order.refunded_cents;
  if (!(await recordRefund(ctx.db, order.id, charge.amountRefundedCents))) return;
  const row = await findPatientQuestionnaire(ctx.db, order.patient_questionnaire_id);
  await ctx.audit({
    eventCode: 'RCUP',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: order.patient_questionnaire_id,
    details: { action: 'refunded', orderId: order.id, refundedCents: charge.amountRefundedCents },
  });
  if (!row) return;
  await mailPatient(ctx, row, (to, firstName) =>
    refundMessage(to, {
      firstName,
      orderNumber: order.order_number,
      refundedCents: charge.amountRefundedCents - before,
      totalRefundedCents: charge.amountRefundedCents,
      amountCents: order.amount_cents,
      card:
        order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null,
      receiptUrl: receiptUrl(ctx.config.publicUrl, order.id),
    }),
  );
}

/**
 * A renewal the card did not pay: the patient is told, with when the provider tries again. Only renewals: a first
 * payment fails on the checkout page, in front of the patient. Each failed attempt is its own event, told once.
 */
export async function renewalFailed(ctx: RequestContext, invoice: FailedInvoice): Promise<void> {
  if (invoice.billingReason !== 'subscription_cycle') return;
  const row = await questionnaireOf(ctx, invoice.metadata, invoice.subscriptionId);
  if (!row) return;
  await ctx.audit({
    eventCode: 'RCUP',
    userId: null,
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { action: 'renewal failed', invoiceId: invoice.id, attempt: invoice.attemptCount },
  });
  await mailPatient(ctx, row, (to, firstName) =>
    renewalFailedMessage(to, {
      firstName,
      amountCents: invoice.amountDueCents,
      nextAttemptAt: invoice.nextAttemptAt,
      dashboardUrl: `${ctx.config.publicUrl}/rx`,
    }),
  );
}

async function subscriptionChanged(ctx: RequestContext, subscription: SubscriptionInfo, canceled: boolean) {
  const row = await questionnaireOf(ctx, subscription.metadata, subscription.id);
  if (!row) return;
  await setBillingPeriod(ctx.db, row.id, subscription.currentPeriodEnd, new Date(), { deactivate: canceled });
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
    case 'invoice.payment_failed':
      await renewalFailed(ctx, event.invoice);
      return;
    case 'charge.refunded':
      await recordChargeRefund(ctx, event.charge);
      return;
    case 'subscription.canceled':
      await subscriptionChanged(ctx, event.subscription, true);
      return;
    case 'subscription.updated':
      await subscriptionChanged(ctx, event.subscription, false);
      return;
  }
}
