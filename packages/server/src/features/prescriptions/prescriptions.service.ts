import {
  type CheckoutRedirect,
  type CheckoutSessionConfirmBody,
  type CheckoutSessionConfirmResult,
  type MembershipBilling,
  missingRequired,
  type PrescriptionCheckoutBody,
  type PrescriptionSubscription,
  type PrescriptionSubscriptionGroup,
  questionnaireIneligibility,
  subscriptionStage,
  subscriptionStatus,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { confirmMembershipSession } from '../billing/membership.service.ts';
import {
  findMedication,
  listOwnedInCategory,
  loadAnswers,
} from '../questionnaires/patient-questionnaires.ts';
import { definitionOf, loadForOwner } from '../questionnaires/questionnaires.service.ts';
import { medicationCheckoutPriceId } from '../stripe-sync/checkout-prices.ts';
import { recordCheckoutSession } from './prescription-payments.repository.ts';
import { markPaid, requestOfSession } from './prescription-payments.ts';
import { findPatient, listOrders, listOwnedSubscriptions } from './prescriptions.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

// ---- 8. checkout ----

/**
 * Starts the monthly subscription's checkout at the payment provider for a finished, eligible questionnaire with
 * an account and a medication. The browser goes to the returned url; the provider sends it back to /rx.
 */
export async function checkout(
  ctx: RequestContext,
  body: PrescriptionCheckoutBody,
): Promise<CheckoutRedirect> {
  const row = await loadForOwner(ctx, body.patientQuestionnaireId, undefined);
  if (row.paid_on) throw new AppError('ALREADY_PAID');
  const definition = await definitionOf(ctx, row.treatment_category as TreatmentCategory);
  const answers = await loadAnswers(ctx.db, row.id);
  if (questionnaireIneligibility(definition, answers)) throw new AppError('QUESTIONNAIRE_INELIGIBLE');
  if (missingRequired(definition, answers).length > 0) throw new AppError('QUESTIONNAIRE_INCOMPLETE');
  const patient = row.owner_user_id ? await findPatient(ctx.db, row.owner_user_id) : undefined;
  if (!patient) throw new AppError('ACCOUNT_REQUIRED');
  const medication = row.rx_medication_id ? await findMedication(ctx.db, row.rx_medication_id) : undefined;
  if (!medication) throw new AppError('MEDICATION_REQUIRED');
  if (!medication.is_active || medication.treatment_category !== row.treatment_category) {
    throw new AppError('MEDICATION_NOT_AVAILABLE');
  }
  const others = await listOwnedInCategory(ctx.db, patient.id, row.treatment_category);
  const open = others.some(
    (other) =>
      other.id !== row.id &&
      ['Active', 'Waiting approval'].includes(
        subscriptionStatus({
          isActive: other.is_active,
          hasPaid: other.paid_on !== null,
          acceptedOn: other.accepted_on,
          rejectedOn: other.rejected_on,
          referredOn: other.referred_on,
        }),
      ),
  );
  if (open) throw new AppError('SUBSCRIPTION_IN_PROGRESS');

  // A retried checkout (the answer was lost, a second click, a second tab) goes back to the payment page already
  // open for this request and medication: two open pages could both be paid, and that is two subscriptions.
  const pending = await openCheckoutOf(ctx, row.checkout_session_id, row.id, medication.id);
  if (pending) return { sessionId: pending.id, url: pending.url };

  const publicUrl = ctx.config.publicUrl;
  const priceId = await medicationCheckoutPriceId(ctx, medication);
  let session: Awaited<ReturnType<typeof ctx.ports.payments.createCheckoutSession>>;
  try {
    session = await ctx.ports.payments.createCheckoutSession({
      customerEmail: patient.email,
      priceId,
      lineItemName: `${medication.name}, ${medication.dosage} (${medication.day_supply}-day supply)`,
      amountCents: medication.price_cents,
      mode: 'subscription',
      successUrl: `${publicUrl}/rx?checkoutSessionId={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${publicUrl}/get-started?patientQuestionnaireId=${encodeURIComponent(row.id)}`,
      collectShippingAddress: true,
      metadata: { purpose: 'prescription', patientQuestionnaireId: row.id, rxMedicationId: medication.id },
    });
  } catch (error) {
    throw new AppError('UNABLE_TO_CHECKOUT', undefined, { cause: error });
  }
  await recordCheckoutSession(ctx.db, row.id, session.id);
  await ctx.audit({
    eventCode: 'RCUP',
    entityType: 'patient_questionnaire',
    entityId: row.id,
    details: { action: 'checkout', checkoutSessionId: session.id },
  });
  return { sessionId: session.id, url: session.url };
}

/** The request's checkout session if it is still open for this medication; null when a new one is needed. */
async function openCheckoutOf(
  ctx: RequestContext,
  sessionId: string | null,
  patientQuestionnaireId: string,
  rxMedicationId: string,
) {
  if (!sessionId) return null;
  try {
    const session = await ctx.ports.payments.retrieveCheckoutSession(sessionId);
    const same =
      session?.status === 'open' &&
      session.metadata.patientQuestionnaireId === patientQuestionnaireId &&
      session.metadata.rxMedicationId === rxMedicationId;
    return same ? session : null;
  } catch {
    // The provider could not say: a new session is safer than none (the paid one is recorded once either way).
    return null;
  }
}

// ---- 9. checkout return ----

/** The return page confirms a paid checkout of the caller's own request; anything else is "session not found". */
export async function confirmCheckoutSession(
  ctx: RequestContext,
  body: CheckoutSessionConfirmBody,
): Promise<CheckoutSessionConfirmResult | MembershipBilling> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  let session: Awaited<ReturnType<typeof ctx.ports.payments.retrieveCheckoutSession>>;
  try {
    session = await ctx.ports.payments.retrieveCheckoutSession(body.sessionId);
  } catch (error) {
    // The provider could not be asked: a server-side failure, unlike an id it does not know (below).
    throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
  }
  // A membership checkout returns to the same call; the billing feature confirms it.
  if (session?.metadata.purpose === 'membership') {
    return confirmMembershipSession(ctx, session, body.organizationId);
  }
  // Unknown, unpaid or another patient's: the same client error, and nothing is written for any of them (the
  // owner is checked before the request is marked paid; the webhook marks it for the real owner).
  if (session?.metadata.purpose !== 'prescription' || session.paymentStatus !== 'paid') {
    throw new AppError('UNABLE_TO_FIND_SESSION');
  }
  const request = await requestOfSession(ctx, session);
  if (!request || (request.owner_user_id !== actor.userId && !actor.healcoAdmin)) {
    throw new AppError('UNABLE_TO_FIND_SESSION');
  }
  const row = await markPaid(ctx, session);
  if (!row) throw new AppError('UNABLE_TO_FIND_SESSION');
  return {
    purpose: 'prescription',
    patientQuestionnaireId: row.id,
    status: subscriptionStatus({
      isActive: row.is_active,
      hasPaid: row.paid_on !== null,
      acceptedOn: row.accepted_on,
      rejectedOn: row.rejected_on,
      referredOn: row.referred_on,
    }),
  };
}

// ---- 10. the patient's subscriptions ----

export async function subscriptions(ctx: RequestContext): Promise<PrescriptionSubscriptionGroup[]> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  let rows: Awaited<ReturnType<typeof listOwnedSubscriptions>>;
  let orders: Awaited<ReturnType<typeof listOrders>>;
  try {
    rows = await listOwnedSubscriptions(ctx.db, actor.userId);
    orders = await listOrders(
      ctx.db,
      rows.map((row) => row.id),
    );
  } catch (error) {
    throw new AppError('UNABLE_TO_GET_PRESCRIPTION', undefined, { cause: error });
  }
  const groups = new Map<string, PrescriptionSubscriptionGroup>();
  for (const row of rows) {
    const own = orders.filter((order) => order.patient_questionnaire_id === row.id);
    const flags = {
      isActive: row.is_active,
      hasPaid: row.paid_on !== null,
      acceptedOn: iso(row.accepted_on),
      rejectedOn: iso(row.rejected_on),
      referredOn: iso(row.referred_on),
    };
    const entry: PrescriptionSubscription = {
      id: row.id,
      patientQuestionnaireId: row.id,
      ...flags,
      rejectionReason:
        row.rejected_on && row.rejection_reason_id
          ? { name: row.rejection_reason_name ?? row.rejection_reason_id, other: row.rejection_reason_other }
          : null,
      providerNote: row.provider_note,
      referralNote: row.referred_on ? row.referral_note : null,
      medication:
        row.medication_id &&
        row.medication_name &&
        row.medication_dosage &&
        row.medication_day_supply !== null
          ? {
              id: row.medication_id,
              name: row.medication_name,
              dosage: row.medication_dosage,
              daySupply: row.medication_day_supply,
            }
          : null,
      treatmentCategory: { id: row.treatment_category },
      orderHistory: own.map((order) => ({
        id: order.id,
        orderNumber: order.order_number,
        shippedOn: order.shipped_on ? Math.floor(new Date(order.shipped_on).getTime() / 1000) : null,
        approvedOn: iso(order.approved_on),
        trackingNumber: order.tracking_number,
        paidOn: new Date(order.paid_on).toISOString(),
        amountCents: order.amount_cents,
        card:
          order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null,
        refundedCents: order.refunded_cents,
      })),
      createdOn: new Date(row.created_on).toISOString(),
      nextRefillOn: row.is_active ? iso(row.current_period_end) : null,
      stage: subscriptionStage({
        ...flags,
        inReview: row.review_started_on !== null,
        shipped: own[0]?.shipped_on != null,
      }),
    };
    const category = row.treatment_category;
    let group = groups.get(category);
    if (!group) {
      group = {
        treatmentCategory: {
          id: category,
          name: TREATMENT_CATEGORY[category as TreatmentCategory] ?? category,
        },
        subscriptions: [],
      };
      groups.set(category, group);
    }
    group.subscriptions.push(entry);
  }
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'prescription_subscription',
    entityId: actor.userId,
    details: { ephi: 'prescription subscriptions', count: rows.length },
  });
  return [...groups.values()];
}
