import type { Insertable, Kysely } from 'kysely';
import type { DB, OrderHistoryTable } from '../../db/types.ts';

/**
 * The writes a prescription's payments make: the request paid once, one order per paid invoice, and the billing
 * period (and cancellation) the provider reports.
 */

/** What a finished checkout stores on the request. */
export interface PaidCheckout {
  readonly paidOn: Date;
  readonly submittedOn: Date;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly checkoutSessionId: string;
  readonly shipping: {
    readonly line1: string | null;
    readonly line2: string | null;
    readonly city: string | null;
    readonly state: string | null;
    readonly postalCode: string | null;
  };
}

/** Marks the request paid; false when it already was (only the first call changes it). */
export async function markQuestionnairePaid(
  db: Kysely<DB>,
  questionnaireId: string,
  paid: PaidCheckout,
): Promise<boolean> {
  const result = await db
    .updateTable('patient_questionnaire')
    .set({
      paid_on: paid.paidOn,
      status: 'PAID',
      submitted_on: paid.submittedOn,
      payment_customer_id: paid.customerId,
      payment_subscription_id: paid.subscriptionId,
      checkout_session_id: paid.checkoutSessionId,
      shipping_line1: paid.shipping.line1,
      shipping_line2: paid.shipping.line2,
      shipping_city: paid.shipping.city,
      shipping_state: paid.shipping.state,
      shipping_postal_code: paid.shipping.postalCode,
      updated_on: paid.paidOn,
    })
    .where('id', '=', questionnaireId)
    .where('paid_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds the order of a paid invoice; undefined when that invoice already has its order. */
export async function addInvoiceOrder(db: Kysely<DB>, order: Insertable<OrderHistoryTable>) {
  return db
    .insertInto('order_history')
    .values(order)
    .onConflict((oc) => oc.column('invoice_id').doNothing())
    .returning(['id', 'order_number'])
    .executeTakeFirst();
}

/** The end of the period the request's subscription is paid to, and (when canceled) the request made inactive. */
export async function setBillingPeriod(
  db: Kysely<DB>,
  questionnaireId: string,
  periodEnd: Date,
  updatedOn: Date,
  options: { readonly deactivate?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('patient_questionnaire')
    .set({
      current_period_end: periodEnd,
      ...(options.deactivate ? { is_active: false } : {}),
      updated_on: updatedOn,
    })
    .where('id', '=', questionnaireId)
    .execute();
}

/** The checkout session opened for the request, and when it was submitted. */
export async function recordCheckoutSession(
  db: Kysely<DB>,
  questionnaireId: string,
  checkoutSessionId: string,
): Promise<void> {
  await db
    .updateTable('patient_questionnaire')
    .set({ checkout_session_id: checkoutSessionId, submitted_on: new Date(), updated_on: new Date() })
    .where('id', '=', questionnaireId)
    .execute();
}
