import type { PrescriptionSubscriptionGroup } from '@carespace/domain';
import { subscriptionStatus } from '@carespace/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { api, sessionFor, userIdByEmail } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo.ts';
import { answeredDateOfBirth, sexAtBirthOf } from './seed-pharmacy-review.ts';

const t = useTestApp();

it('on an empty database the demo patient has an active, a waiting and an incomplete subscription', async () => {
  expect(await seedDemoAccounts(t.database.db, 'Demo-seed-password-1')).toBe(true);
  const patientId = await userIdByEmail(t.database.db, 'patient@demo.carespace.test');
  const res = await api(t.app, {
    method: 'GET',
    url: '/api/prescription/subscription',
    session: await sessionFor(t.database.db, patientId),
  });
  expect(res.statusCode).toBe(200);
  const groups = res.json().result as PrescriptionSubscriptionGroup[];
  const byCategory = Object.fromEntries(groups.map((g) => [g.treatmentCategory.id, g.subscriptions[0]!]));
  expect(Object.keys(byCategory)).toEqual(expect.arrayContaining(['ACNE', 'HRPS', 'MIGR']));
  expect(subscriptionStatus(byCategory.ACNE!)).toBe('Active');
  expect(byCategory.ACNE).toMatchObject({
    stage: 'approved',
    providerNote: expect.stringContaining('SPF 30'),
  });
  expect(byCategory.ACNE!.orderHistory).toHaveLength(3);
  expect(byCategory.ACNE!.orderHistory.filter((o) => o.trackingNumber && o.shippedOn)).toHaveLength(2);
  expect(subscriptionStatus(byCategory.MIGR!)).toBe('Waiting approval');
  expect(subscriptionStatus(byCategory.HRPS!)).toBe('Incomplete');
  expect(byCategory.HRPS!.medication?.name).toBe('Valacyclovir');

  // The incomplete one resumes at the photo ID.
  const progress = await api(t.app, {
    method: 'GET',
    url: `/api/questionnaire/${byCategory.HRPS!.patientQuestionnaireId}`,
    session: await sessionFor(t.database.db, patientId),
  });
  expect(progress.json().result).toMatchObject({
    currentStepId: 'hrps_identity',
    status: 'DRFT',
    hasAccount: true,
  });
});

it("gives the demo patient a working payments portal that lists the demo's paid subscriptions", async () => {
  // Seeded by the test above (one database per file).
  const patientId = await userIdByEmail(t.database.db, 'patient@demo.carespace.test');
  const res = await api(t.app, {
    method: 'GET',
    url: '/api/card-payment/customer-portal',
    session: await sessionFor(t.database.db, patientId),
  });
  expect(res.statusCode).toBe(200);
  const portal = await t.app.inject({ method: 'GET', url: new URL(res.json().result).pathname });
  expect(portal.statusCode).toBe(200);
  expect(portal.body).toContain('Tretinoin');
  expect(portal.body).toContain('Rizatriptan');
  expect(portal.body).toContain('patient@demo.carespace.test');
});

it("gives every demo patient answers that agree with their record's date of birth and sex", async () => {
  // Seeded by the first test (one database per file).
  const rows = await t.database.db
    .selectFrom('patient_response as r')
    .innerJoin('patient_questionnaire as q', 'q.id', 'r.patient_questionnaire_id')
    .innerJoin('app_user as u', 'u.id', 'q.owner_user_id')
    .select([
      'u.email',
      'u.gender',
      sql<string | null>`to_char(u.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'r.question_id',
      'r.answer',
    ])
    .where('u.is_patient', '=', true)
    .where('u.email', 'like', '%@demo.carespace.test')
    .where((eb) => eb.or([eb('r.question_id', 'like', '%\\_dob'), eb('r.question_id', 'like', '%\\_sex')]))
    .execute();
  const patients = new Set(rows.map((row) => row.email));
  // The demo patient and the eight patients of the review queue all answered both questions.
  expect(patients.size).toBe(9);
  for (const row of rows) {
    const answer = row.answer as unknown;
    const where = `${row.email} ${row.question_id}`;
    if (row.question_id.endsWith('_dob')) {
      expect(row.date_of_birth, where).not.toBeNull();
      expect(answer, where).toBe(answeredDateOfBirth(row.date_of_birth!));
    } else {
      const implied = sexAtBirthOf(row.gender);
      if (implied) expect(answer, where).toBe(implied);
    }
  }
  // Every patient's recorded gender implies a sex, except the non-binary one, whose answer stands as given.
  expect(rows.filter((row) => row.question_id.endsWith('_sex') && !sexAtBirthOf(row.gender))).toHaveLength(1);
});
