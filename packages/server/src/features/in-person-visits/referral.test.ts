import {
  ERRORS,
  PRESCRIPTIONS,
  type PrescriptionListResult,
  type PrescriptionSubscriptionGroup,
} from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest, type RequestSeed } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

interface Person {
  id: string;
  email: string;
  session: string;
}

async function person(options: Parameters<typeof createUser>[1], states: string[] = []): Promise<Person> {
  const user = await createUser(t.database.db, options);
  await grantLicenses(t.database.db, user.id, states);
  return { id: user.id, email: user.email, session: await sessionFor(t.database.db, user.id) };
}

let admin: Person;
let reviewer: Person; // NJ
let texasReviewer: Person;
let pharmacist: Person;
let patient: Person;

const seedRequest = (overrides: Partial<RequestSeed> = {}) =>
  insertPrescriptionRequest(t.database.db, {
    ownerUserId: patient.id,
    category: 'EDYS',
    medicationId: 'rxm_tadalafil_5mg_30',
    usState: 'NJ',
    zipcode: '07030',
    paidDaysAgo: 1,
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' },
    ...overrides,
  });

const refer = (who: Person, payload: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/prescription/refer', session: who.session, payload });

const NOTE =
  'A rash like this needs a look in person before any prescription. Please see a clinician nearby.';

beforeAll(async () => {
  admin = await person({ healcoAdmin: true });
  reviewer = await person({ providerRole: 'HPRO' }, ['NJ']);
  texasReviewer = await person({ providerRole: 'HPRO' }, ['TX']);
  pharmacist = await person({ providerRole: 'PHAR' }, ['NJ']);
  patient = await person({ isPatient: true });
});

describe('POST /api/prescription/refer', () => {
  it('ends the request as referred, refunds it, emails the patient, and moves it to its own tab', async () => {
    const id = await seedRequest();
    const res = await refer(reviewer, { patientQuestionnaire_id: id, note: `  ${NOTE}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result.referredOn).toEqual(expect.any(String));
    expect(result.refunded).toBe(true);

    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.referral_note).toBe(NOTE);
    expect(row.reviewer_user_id).toBe(reviewer.id);
    expect(row.accepted_on).toBeNull();
    expect(row.rejected_on).toBeNull();

    // The refund came back through the gateway's webhook and is on the order.
    const order = await t.database.db
      .selectFrom('order_history')
      .selectAll()
      .where('patient_questionnaire_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.refunded_cents).toBe(order.amount_cents);
    expect(order.refunded_cents).toBeGreaterThan(0);

    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', patient.email)
      .execute();
    const referral = mails.find((m) => m.subject.includes('in-person visit'));
    expect(referral?.text_body).toContain(NOTE);
    expect(mails.some((m) => /refund/i.test(m.subject))).toBe(true);

    // The admin's Referred tab has it; Pending no longer does, for the admin or the reviewer.
    const tab = async (who: Person, name: string) => {
      const list = await api(t.app, {
        method: 'GET',
        url: `/api/prescription/list?tab=${name}&pageSize=100`,
        session: who.session,
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json().result as PrescriptionListResult;
    };
    const referred = await tab(admin, 'referred');
    expect(referred.items.find((i) => i.id === id)?.referralNote).toBe(NOTE);
    expect(referred.total).toBe(referred.items.length);
    expect((await tab(admin, 'others')).items.some((i) => i.id === id)).toBe(false);
    expect((await tab(reviewer, 'others')).items.some((i) => i.id === id)).toBe(false);

    // The patient's dashboard shows it as Referred with the note, and the refund in the order history.
    const own = await api(t.app, {
      method: 'GET',
      url: '/api/prescription/subscription',
      session: patient.session,
    });
    const groups = own.json().result as PrescriptionSubscriptionGroup[];
    const entry = groups.flatMap((g) => g.subscriptions).find((s) => s.id === id);
    expect(entry?.stage).toBe('referred');
    expect(entry?.referralNote).toBe(NOTE);
    expect(entry?.orderHistory[0]?.refundedCents).toBe(order.amount_cents);

    const audit = await t.database.db
      .selectFrom('audit_event')
      .select('event_code')
      .where('entity_id', '=', id)
      .where('event_code', '=', 'RXRF')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('decides once: a referred request cannot be referred, approved or rejected again', async () => {
    const id = await seedRequest();
    expect((await refer(admin, { patientQuestionnaire_id: id, note: NOTE })).statusCode).toBe(200);
    const again = await refer(reviewer, { patientQuestionnaire_id: id, note: NOTE });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(ERRORS.PRESCRIPTION_ALREADY_DECIDED.message);
    const approve = await api(t.app, {
      method: 'POST',
      url: '/api/prescription/approve',
      session: reviewer.session,
      payload: { patientQuestionnaire_id: id, rxMedication_id: 'rxm_tadalafil_5mg_30', sentExternally: true },
    });
    expect(approve.statusCode).toBe(409);
  });

  it('needs a note of at most 255 characters, and changes nothing without one', async () => {
    const id = await seedRequest();
    const empty = await refer(reviewer, { patientQuestionnaire_id: id, note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(PRESCRIPTIONS.referralNoteRequired);
    const long = await refer(reviewer, { patientQuestionnaire_id: id, note: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(PRESCRIPTIONS.noteTooLong);
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .select('referred_on')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.referred_on).toBeNull();
  });

  it('is for reviewers licensed in the state and admins: others are refused or told it does not exist', async () => {
    const id = await seedRequest();
    expect((await refer(pharmacist, { patientQuestionnaire_id: id, note: NOTE })).statusCode).toBe(403);
    expect((await refer(patient, { patientQuestionnaire_id: id, note: NOTE })).statusCode).toBe(403);
    expect((await refer(texasReviewer, { patientQuestionnaire_id: id, note: NOTE })).statusCode).toBe(404);
    const unpaid = await seedRequest({ paidDaysAgo: null });
    expect((await refer(admin, { patientQuestionnaire_id: unpaid, note: NOTE })).statusCode).toBe(400);
  });
});
