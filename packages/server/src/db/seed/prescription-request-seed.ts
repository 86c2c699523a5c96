import type { AnswerValue, Question, TreatmentCategory } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import { SANDBOX_CARD } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { newOrderNumber } from '../../features/prescriptions/prescriptions.repository.ts';
import { findDefinition } from '../../features/questionnaires/questionnaires.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';

/** One prescription request written straight into the database, answered as its patient would, for the demo and the tests. */

const DAY = 86_400_000;

export interface RequestSeed {
  ownerUserId: string;
  category: TreatmentCategory;
  medicationId: string;
  usState: string;
  zipcode: string;
  /** Days ago it was paid; null = not paid (Incomplete). */
  paidDaysAgo: number | null;
  decision?:
    | { kind: 'approved'; daysAgo: number; reviewerUserId: string | null; note?: string; active?: boolean }
    | { kind: 'rejected'; daysAgo: number; reviewerUserId: string | null; reasonId: string; other?: string };
  /** Orders shipped (with their tracking number, or null when only marked shipped). */
  shipped?: Array<string | null>;
  shipping?: { line1: string; line2?: string; city: string; postalCode: string };
  now?: Date;
}

/** What the patient's record says about them, which their answers must agree with. */
interface PatientRecord {
  /** MM/DD/YYYY, as the date of birth question is answered. */
  dateOfBirth: string;
  /** The sex assigned at birth the record implies (from its gender), when it implies one. */
  sexAtBirth: 'female' | 'male' | null;
}

/** The sex assigned at birth a recorded gender implies; the others (non-binary, other, not said) imply none. */
export function sexAtBirthOf(gender: number | null): 'female' | 'male' | null {
  if (gender === 1 || gender === 4) return 'male';
  if (gender === 2 || gender === 3) return 'female';
  return null;
}

/** A record's date of birth (YYYY-MM-DD) as the questionnaires' MM/DD/YYYY. */
export function answeredDateOfBirth(recorded: string): string {
  const [year, month, day] = recorded.split('-');
  return `${month}/${day}/${year}`;
}

async function patientRecord(db: Kysely<DB>, userId: string): Promise<PatientRecord> {
  const row = await db
    .selectFrom('app_user')
    // As text: the driver would turn a date into a local-midnight Date.
    .select(['gender', sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth')])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    // A patient with no date of birth on record (only in tests) gets a plausible adult one.
    dateOfBirth: row?.date_of_birth ? answeredDateOfBirth(row.date_of_birth) : '04/12/1986',
    sexAtBirth: sexAtBirthOf(row?.gender ?? null),
  };
}

/**
 * A plausible answer for a question of the demo requests that agrees with the patient's record: their date of
 * birth and sex, then the first safe option and the range's middle.
 */
function demoAnswer(question: Question, patient: PatientRecord): AnswerValue | undefined {
  const safe = question.options.find((option) => !option.ineligible)?.id;
  if (question.id.endsWith('_sex') && patient.sexAtBirth) return patient.sexAtBirth;
  switch (question.type) {
    case 'SING':
      return safe;
    case 'MULT':
      return safe ? [safe] : undefined;
    case 'RNGE':
      return question.min !== null && question.max !== null
        ? Math.round((question.min + question.max) / 2)
        : (question.min ?? 1);
    case 'INPT':
      if (question.id.endsWith('_dob')) return patient.dateOfBirth;
      if (question.id.endsWith('_date')) return '10/02/2026';
      return question.required ? 'None' : undefined;
    default:
      return undefined;
  }
}

/**
 * A prescription request in any state of its life, with answers, the shipping address and one order per paid
 * period. Used by the demo data and by the review tests, so both exercise the same shapes as real checkouts.
 */
export async function insertPrescriptionRequest(db: Kysely<DB>, seed: RequestSeed): Promise<string> {
  const now = seed.now ?? new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const id = newId();
  const paidOn = seed.paidDaysAgo === null ? null : ago(seed.paidDaysAgo);
  const decision = seed.decision;
  const approved = decision?.kind === 'approved';
  const createdOn = ago((seed.paidDaysAgo ?? 1) + 0.02);
  await db
    .insertInto('patient_questionnaire')
    .values({
      id,
      questionnaire_id: `qn_${seed.category.toLowerCase()}`,
      treatment_category: seed.category,
      owner_user_id: seed.ownerUserId,
      zipcode: seed.zipcode,
      us_state: seed.usState,
      status: paidOn ? 'PAID' : 'READY',
      rx_medication_id: seed.medicationId,
      created_on: createdOn,
      updated_on: paidOn ?? createdOn,
      submitted_on: paidOn,
      paid_on: paidOn,
      checkout_session_id: paidOn ? `cs_demo_${id}` : null,
      payment_subscription_id: paidOn ? `sub_demo_${id}` : null,
      shipping_line1: paidOn ? (seed.shipping?.line1 ?? null) : null,
      shipping_line2: paidOn ? (seed.shipping?.line2 ?? null) : null,
      shipping_city: paidOn ? (seed.shipping?.city ?? null) : null,
      shipping_state: paidOn ? seed.usState : null,
      shipping_postal_code: paidOn ? (seed.shipping?.postalCode ?? seed.zipcode) : null,
      is_active: approved ? (decision.active ?? true) : false,
      accepted_on: approved ? ago(decision.daysAgo) : null,
      rejected_on: decision?.kind === 'rejected' ? ago(decision.daysAgo) : null,
      rejection_reason_id: decision?.kind === 'rejected' ? decision.reasonId : null,
      rejection_reason_other: decision?.kind === 'rejected' ? (decision.other ?? null) : null,
      provider_note: approved ? (decision.note ?? null) : null,
      reviewer_user_id: decision?.reviewerUserId ?? null,
      current_period_end: paidOn ? new Date(paidOn.getTime() + 30 * DAY) : null,
    })
    .execute();

  const definition = await findDefinition(db, seed.category);
  const patient = await patientRecord(db, seed.ownerUserId);
  const answers: Record<string, AnswerValue> = {};
  for (const step of definition?.steps ?? []) {
    for (const question of step.questions) {
      const shown =
        !question.showIf ||
        question.showIf.optionIds.some((optionId) => {
          const given = answers[question.showIf?.questionId ?? ''];
          return Array.isArray(given) ? (given as unknown[]).includes(optionId) : given === optionId;
        });
      const answer = shown ? demoAnswer(question, patient) : undefined;
      if (answer !== undefined) answers[question.id] = answer;
    }
  }
  const entries = Object.entries(answers);
  if (entries.length > 0) {
    await db
      .insertInto('patient_response')
      .values(
        entries.map(([questionId, answer]) => ({
          patient_questionnaire_id: id,
          question_id: questionId,
          answer: JSON.stringify(answer),
        })),
      )
      .execute();
  }

  if (paidOn) {
    // Each order records what was paid, as a real payment does, so its receipt shows the amount and the card.
    const medication = await db
      .selectFrom('rx_medication')
      .select('price_cents')
      .where('id', '=', seed.medicationId)
      .executeTakeFirst();
    const shipped = seed.shipped ?? [];
    const periods = Math.max(1, shipped.length);
    for (let period = 0; period < periods; period += 1) {
      const orderPaidOn = new Date(paidOn.getTime() + period * 30 * DAY);
      const isShipped = period < shipped.length;
      await db
        .insertInto('order_history')
        .values({
          id: newId(),
          patient_questionnaire_id: id,
          order_number: newOrderNumber(orderPaidOn),
          invoice_id: `in_demo_${id}_${period}`,
          amount_cents: medication?.price_cents ?? null,
          card_brand: SANDBOX_CARD.brand,
          card_last4: SANDBOX_CARD.last4,
          paid_on: orderPaidOn,
          period_end: new Date(orderPaidOn.getTime() + 30 * DAY),
          approved_on: approved ? ago(decision.daysAgo) : null,
          shipped_on: isShipped ? new Date(Math.min(now.getTime(), orderPaidOn.getTime() + 2 * DAY)) : null,
          tracking_number: isShipped ? (shipped[period] ?? null) : null,
        })
        .execute();
    }
  }
  return id;
}
