import type { Kysely } from 'kysely';
import { SANDBOX_CARD } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { newOrderNumber } from '../../features/prescriptions/prescriptions.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';

const DAY = 86_400_000;
/** The demo patient's customer id at the payment provider (the sandbox's record is seeded below). */
const DEMO_CUSTOMER_ID = 'cus_demo_jordan';
const daysAgo = (days: number, now: number) => new Date(now - days * DAY);

const HOME = {
  shipping_line1: '200 Hudson Street',
  shipping_line2: 'Apt 4B',
  shipping_city: 'Hoboken',
  shipping_state: 'NJ',
  shipping_postal_code: '07030',
} as const;

/**
 * The demo patient's pharmacy, so a newcomer sees every state at once: an active acne subscription (approved,
 * two orders shipped with tracking numbers and this month's waiting to ship), a migraine request paid and waiting
 * for a provider, and a herpes request answered with a medication chosen but not yet paid (Complete Checkout
 * resumes it at the photo ID, which demo data does not include).
 */
export async function seedDemoPharmacy(db: Kysely<DB>, now = Date.now()): Promise<void> {
  const patient = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'patient@demo.carespace.test')
    .executeTakeFirst();
  if (!patient) return;
  const reviewer = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'pro@demo.carespace.test')
    .executeTakeFirst();

  const base = {
    owner_user_id: patient.id,
    zipcode: '07030',
    us_state: 'NJ',
    current_step_id: null,
  };

  // Active: acne, approved 2 months ago.
  const acne = newId();
  const acneSubscription = `sub_demo_${newId()}`;
  await db
    .insertInto('patient_questionnaire')
    .values({
      ...base,
      ...HOME,
      id: acne,
      questionnaire_id: 'qn_acne',
      treatment_category: 'ACNE',
      status: 'PAID',
      rx_medication_id: 'rxm_tretinoin_cream_0_05pct_20g',
      created_on: daysAgo(76, now),
      updated_on: daysAgo(15, now),
      submitted_on: daysAgo(75, now),
      paid_on: daysAgo(75, now),
      payment_customer_id: DEMO_CUSTOMER_ID,
      payment_subscription_id: acneSubscription,
      checkout_session_id: `cs_demo_${newId()}`,
      is_active: true,
      accepted_on: daysAgo(74, now),
      reviewer_user_id: reviewer?.id ?? null,
      review_started_on: daysAgo(74, now),
      provider_note:
        'Start every other night for two weeks, then nightly, on dry skin. Use a gentle moisturizer and SPF 30 ' +
        'each morning. Some dryness in the first month is normal; message us if it becomes painful.',
      current_period_end: new Date(now + 15 * DAY),
    })
    .execute();
  await answer(db, acne, {
    acne_adult: 'yes',
    acne_dob: '06/14/1992',
    acne_sex: 'female',
    acne_pregnancy: 'no',
    acne_severity: 'moderate',
    acne_areas: ['face', 'chest'],
    acne_duration: 'gt2y',
    acne_tried: ['otc'],
    acne_allergies: 'None that I know of',
    acne_medicines: 'Vitamin D, 1,000 IU daily',
  });
  const orders = [
    { paid: 75, approved: 74, shipped: 73, tracking: '9400 1112 0206 1234 5678 90' },
    { paid: 45, approved: 45, shipped: 44, tracking: '9400 1112 0206 2345 6789 01' },
    { paid: 15, approved: 15, shipped: null, tracking: null },
  ];
  for (const order of orders) {
    await db
      .insertInto('order_history')
      .values({
        id: newId(),
        patient_questionnaire_id: acne,
        order_number: newOrderNumber(daysAgo(order.paid, now)),
        invoice_id: `in_demo_${newId()}`,
        amount_cents: 2800,
        card_brand: SANDBOX_CARD.brand,
        card_last4: SANDBOX_CARD.last4,
        paid_on: daysAgo(order.paid, now),
        period_end: daysAgo(order.paid - 30, now),
        approved_on: daysAgo(order.approved, now),
        shipped_on: order.shipped === null ? null : daysAgo(order.shipped, now),
        tracking_number: order.tracking,
      })
      .execute();
  }

  // Waiting approval: migraine, paid yesterday.
  const migraine = newId();
  const migraineSubscription = `sub_demo_${newId()}`;
  await db
    .insertInto('patient_questionnaire')
    .values({
      ...base,
      ...HOME,
      id: migraine,
      questionnaire_id: 'qn_migr',
      treatment_category: 'MIGR',
      status: 'PAID',
      rx_medication_id: 'rxm_rizatriptan_10mg_9',
      created_on: daysAgo(1.2, now),
      updated_on: daysAgo(1, now),
      submitted_on: daysAgo(1, now),
      paid_on: daysAgo(1, now),
      payment_customer_id: DEMO_CUSTOMER_ID,
      payment_subscription_id: migraineSubscription,
      checkout_session_id: `cs_demo_${newId()}`,
      current_period_end: new Date(now + 29 * DAY),
    })
    .execute();
  await answer(db, migraine, {
    migr_adult: 'yes',
    migr_dob: '06/14/1992',
    migr_sex: 'female',
    migr_pregnancy: 'no',
    migr_red_flags: ['none'],
    migr_diagnosed: 'yes',
    migr_days: 5,
    migr_aura: 'no',
    migr_prior: ['otc'],
    migr_cardiovascular: 'no',
    migr_blood_pressure: 'no',
    migr_serotonergic: 'no',
    migr_medicines: 'Ibuprofen 400 mg when a migraine starts; vitamin D, 1,000 IU daily',
    migr_allergies: 'Penicillin (hives)',
  });
  await db
    .insertInto('order_history')
    .values({
      id: newId(),
      patient_questionnaire_id: migraine,
      order_number: newOrderNumber(daysAgo(1, now)),
      invoice_id: `in_demo_${newId()}`,
      amount_cents: 2200,
      card_brand: SANDBOX_CARD.brand,
      card_last4: SANDBOX_CARD.last4,
      paid_on: daysAgo(1, now),
      period_end: new Date(now + 29 * DAY),
    })
    .execute();

  await seedSandboxCustomer(
    db,
    'patient@demo.carespace.test',
    [
      {
        id: acneSubscription,
        patientQuestionnaireId: acne,
        medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
        periodEnd: new Date(now + 15 * DAY),
      },
      {
        id: migraineSubscription,
        patientQuestionnaireId: migraine,
        medicationId: 'rxm_rizatriptan_10mg_9',
        periodEnd: new Date(now + 29 * DAY),
      },
    ],
    now,
  );

  // Incomplete: herpes, answered and a medication chosen, not paid.
  const herpes = newId();
  await db
    .insertInto('patient_questionnaire')
    .values({
      ...base,
      id: herpes,
      questionnaire_id: 'qn_hrps',
      treatment_category: 'HRPS',
      status: 'DRFT',
      current_step_id: 'hrps_identity',
      rx_medication_id: 'rxm_valacyclovir_500mg_30',
      created_on: daysAgo(3, now),
      updated_on: daysAgo(3, now),
    })
    .execute();
  await answer(db, herpes, {
    hrps_adult: 'yes',
    hrps_dob: '06/14/1992',
    hrps_sex: 'female',
    hrps_pregnancy: 'no',
    hrps_diagnosed: 'yes',
    hrps_outbreaks: '4to5',
    hrps_red_flags: 'no',
    hrps_kidney_disease: 'no',
    hrps_immune: 'no',
    hrps_medicines: 'Tretinoin cream 0.05% nightly; vitamin D, 1,000 IU daily',
    hrps_allergies: 'Penicillin (hives)',
  });
}

/**
 * The payment sandbox's side of the demo patient's paid requests: the customer and the two subscriptions, so
 * "Manage payments" opens a portal that lists them on a fresh start (the sandbox has no record of a customer it
 * did not create itself). With Stripe configured these rows are unused: Stripe has its own records.
 */
async function seedSandboxCustomer(
  db: Kysely<DB>,
  email: string,
  subscriptions: { id: string; patientQuestionnaireId: string; medicationId: string; periodEnd: Date }[],
  now: number,
) {
  await db.insertInto('sandbox_customer').values({ id: DEMO_CUSTOMER_ID, email }).execute();
  for (const subscription of subscriptions) {
    const medication = await db
      .selectFrom('rx_medication')
      .select(['name', 'dosage', 'price_cents', 'payment_price_id'])
      .where('id', '=', subscription.medicationId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sandbox_subscription')
      .values({
        id: subscription.id,
        customer_id: DEMO_CUSTOMER_ID,
        price_id: medication.payment_price_id,
        description: `${medication.name} ${medication.dosage}`,
        amount_cents: medication.price_cents,
        status: 'active',
        current_period_start: new Date(subscription.periodEnd.getTime() - 30 * DAY),
        current_period_end: subscription.periodEnd,
        cancel_at_period_end: false,
        canceled_on: null,
        metadata: JSON.stringify({
          purpose: 'prescription',
          patientQuestionnaireId: subscription.patientQuestionnaireId,
        }),
        created_on: new Date(now - 75 * DAY),
      })
      .execute();
  }
}

async function answer(db: Kysely<DB>, patientQuestionnaireId: string, answers: Record<string, unknown>) {
  await db
    .insertInto('patient_response')
    .values(
      Object.entries(answers).map(([questionId, value]) => ({
        patient_questionnaire_id: patientQuestionnaireId,
        question_id: questionId,
        answer: JSON.stringify(value),
      })),
    )
    .execute();
}
