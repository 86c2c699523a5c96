import {
  PHARMACY_CONTACT,
  type Receipt,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { findReceipt } from './receipts.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * One order's receipt, for the patient who owns it or an admin. Anyone else's order answers 404, the same as an
 * order that does not exist, so an order id says nothing about whether it is real. A receipt names a medication:
 * every read is an ePHI read and audited.
 */
export async function receipt(ctx: RequestContext, orderId: string): Promise<Receipt> {
  const actor = ctx.actor;
  if (!actor) throw new AppError('INVALID_USER_AUTH');
  const row = await findReceipt(ctx.db, orderId);
  if (!row || (row.owner_user_id !== actor.userId && !actor.healcoAdmin)) throw notFound();
  await ctx.audit({
    eventCode: 'RCVW',
    entityType: 'order_history',
    entityId: row.id,
    details: { ephi: 'order receipt', patientQuestionnaireId: row.questionnaire_id },
  });
  const amount = row.amount_cents;
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    paidOn: new Date(row.paid_on).toISOString(),
    patient: {
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      email: row.email ?? '',
    },
    treatmentCategory: {
      id: row.treatment_category,
      name: TREATMENT_CATEGORY[row.treatment_category as TreatmentCategory] ?? row.treatment_category,
    },
    medication:
      row.medication_name && row.medication_dosage && row.medication_day_supply !== null
        ? { name: row.medication_name, dosage: row.medication_dosage, daySupply: row.medication_day_supply }
        : null,
    periodEnd: iso(row.period_end),
    subtotalCents: amount === null ? null : amount - row.tax_cents,
    taxCents: row.tax_cents,
    amountCents: amount,
    currency: row.currency,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    refundedCents: row.refunded_cents,
    refundedOn: iso(row.refunded_on),
    shippedOn: iso(row.shipped_on),
    trackingNumber: row.tracking_number,
    pharmacy: { ...PHARMACY_CONTACT },
  };
}
