import type { AnswerValue, Question, TreatmentCategory } from '@carespace/domain';
import { type Kysely, sql } from 'kysely';
import { SANDBOX_CARD } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { newOrderNumber } from '../../features/prescriptions/prescriptions.repository.ts';
import { findDefinition } from '../../features/questionnaires/questionnaires.repository.ts';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';

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

interface DemoPatient {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  gender: number;
}

/** Further patients of the demo pharmacy (they can sign in with the demo password too). */
const DEMO_PATIENTS: DemoPatient[] = [
  {
    email: 'maria.gomez@demo.carespace.test',
    firstName: 'Maria',
    lastName: 'Gomez',
    phone: '2125550111',
    dateOfBirth: '1990-03-14',
    gender: 2,
  },
  {
    email: 'alex.chen@demo.carespace.test',
    firstName: 'Alex',
    lastName: 'Chen',
    phone: '2015550112',
    dateOfBirth: '1984-07-02',
    gender: 2,
  },
  {
    email: 'sam.patel@demo.carespace.test',
    firstName: 'Sam',
    lastName: 'Patel',
    phone: '7185550113',
    dateOfBirth: '1998-11-23',
    gender: 5,
  },
  {
    email: 'taylor.brooks@demo.carespace.test',
    firstName: 'Taylor',
    lastName: 'Brooks',
    phone: '6095550114',
    dateOfBirth: '1976-01-30',
    gender: 1,
  },
  {
    email: 'chris.walker@demo.carespace.test',
    firstName: 'Chris',
    lastName: 'Walker',
    phone: '9175550115',
    dateOfBirth: '1992-05-09',
    gender: 1,
  },
  {
    email: 'morgan.diaz@demo.carespace.test',
    firstName: 'Morgan',
    lastName: 'Diaz',
    phone: '3055550116',
    dateOfBirth: '1988-09-17',
    gender: 2,
  },
  {
    email: 'riley.fischer@demo.carespace.test',
    firstName: 'Riley',
    lastName: 'Fischer',
    phone: '2155550118',
    dateOfBirth: '1983-12-04',
    gender: 2,
  },
  {
    email: 'casey.nguyen@demo.carespace.test',
    firstName: 'Casey',
    lastName: 'Nguyen',
    phone: '2015550117',
    dateOfBirth: '2001-02-11',
    gender: 2,
  },
];

/**
 * The review queue of the demo pharmacy (after seedDemoPharmacy, the demo patient's own requests): requests from
 * patients in New Jersey and New York in every tab, so the demo reviewer (pro@, with verified NJ and NY licenses)
 * and the pharmacist have work waiting. One from Florida shows that a reviewer only sees the states they are
 * licensed in; one from Pennsylvania waits for pro@'s pending Pennsylvania license, and appears at /rx once an
 * admin verifies it.
 */
export async function seedDemoReviewQueue(db: Kysely<DB>, passwordHash: string): Promise<void> {
  const userId = async (email: string) =>
    (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const jordan = await userId('patient@demo.carespace.test');
  const pro = await userId('pro@demo.carespace.test');
  // The date of birth and sex the demo patient's answers give (female, born 14 June 1992), on their record too.
  await db
    .updateTable('app_user')
    .set({ date_of_birth: '1992-06-14', gender: 2 })
    .where('id', '=', jordan)
    .where('date_of_birth', 'is', null)
    .execute();
  const ids: Record<string, string> = {};
  for (const p of DEMO_PATIENTS) {
    ids[p.firstName] = newId();
    await db
      .insertInto('app_user')
      .values({
        id: ids[p.firstName] as string,
        email: p.email,
        password_hash: passwordHash,
        first_name: p.firstName,
        last_name: p.lastName,
        phone: p.phone,
        is_patient: true,
        healco_admin: false,
        provider_role: null,
        organization_id: null,
        is_email_verified: true,
        is_phone_verified: true,
        user_type: 'PTNT',
        date_of_birth: p.dateOfBirth,
        gender: p.gender,
      })
      .execute();
  }
  const id = (name: string) => ids[name] as string;
  const requests: RequestSeed[] = [
    // Pending: the demo patient's PrEP request (beside the migraine one of the base demo), and others waiting in
    // NJ, NY and (out of pro's reach) FL and PA.
    {
      ownerUserId: jordan,
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NJ',
      zipcode: '07030',
      paidDaysAgo: 0.5,
      shipping: { line1: '200 Hudson Street', line2: 'Apt 4B', city: 'Hoboken', postalCode: '07030' },
    },
    {
      ownerUserId: id('Chris'),
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10027',
      paidDaysAgo: 2,
      shipping: { line1: '410 West 118th Street', city: 'New York', postalCode: '10027' },
    },
    {
      ownerUserId: id('Morgan'),
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
      usState: 'FL',
      zipcode: '33131',
      paidDaysAgo: 1.5,
      shipping: { line1: '901 Brickell Key Boulevard', city: 'Miami', postalCode: '33131' },
    },
    // Waiting for a reviewer licensed in Pennsylvania: pro@'s license there is still pending.
    {
      ownerUserId: id('Riley'),
      category: 'MIGR',
      medicationId: 'rxm_rizatriptan_10mg_9',
      usState: 'PA',
      zipcode: '19103',
      paidDaysAgo: 1,
      shipping: { line1: '1700 Walnut Street', line2: 'Apt 9F', city: 'Philadelphia', postalCode: '19103' },
    },
    // Approved and shipped, with a second month waiting to ship.
    {
      ownerUserId: id('Maria'),
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10003',
      paidDaysAgo: 40,
      decision: {
        kind: 'approved',
        daysAgo: 39,
        reviewerUserId: pro,
        note: 'Please keep your HIV test every three months; we will remind you.',
      },
      shipped: ['9400111899223344556677'],
      shipping: { line1: '55 East 10th Street', line2: 'Apt 3C', city: 'New York', postalCode: '10003' },
    },
    // Approved, waiting for the pharmacist.
    {
      ownerUserId: id('Alex'),
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
      usState: 'NJ',
      zipcode: '07302',
      paidDaysAgo: 3,
      decision: { kind: 'approved', daysAgo: 2, reviewerUserId: pro, note: 'Take it at bedtime.' },
      shipping: { line1: '30 Newark Avenue', line2: 'Unit 12', city: 'Jersey City', postalCode: '07302' },
    },
    // Rejected.
    {
      ownerUserId: id('Sam'),
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      usState: 'NY',
      zipcode: '11201',
      paidDaysAgo: 6,
      decision: { kind: 'rejected', daysAgo: 5, reviewerUserId: pro, reasonId: 'INPR' },
      shipping: { line1: '120 Court Street', city: 'Brooklyn', postalCode: '11201' },
    },
    // Completed: approved, shipped, and the subscription has ended.
    {
      ownerUserId: id('Taylor'),
      category: 'EDYS',
      medicationId: 'rxm_sildenafil_50mg_8',
      usState: 'NJ',
      zipcode: '08540',
      paidDaysAgo: 95,
      decision: { kind: 'approved', daysAgo: 94, reviewerUserId: pro, active: false },
      shipped: ['1Z999AA10123456784', '1Z999AA10123456791', '1Z999AA10123456808'],
      shipping: { line1: '12 Nassau Street', city: 'Princeton', postalCode: '08540' },
    },
    // Incomplete: answered, not paid (admins only).
    {
      ownerUserId: id('Casey'),
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_025pct_20g',
      usState: 'NJ',
      zipcode: '07102',
      paidDaysAgo: null,
    },
  ];
  for (const request of requests) await insertPrescriptionRequest(db, request);
}
