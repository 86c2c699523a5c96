import type { PrescriptionSubscriptionGroup } from '@carespace/domain';
import { subscriptionStatus } from '@carespace/domain';
import { expect, it } from 'vitest';
import { api, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo.ts';

const t = useTestApp();

it('on an empty database the demo patient has an active, a waiting and an incomplete subscription', async () => {
  expect(await seedDemoAccounts(t.database.db, 'Demo-seed-password-1')).toBe(true);
  const patient = await t.database.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'patient@demo.carespace.test')
    .executeTakeFirstOrThrow();
  const res = await api(t.app, {
    method: 'GET',
    url: '/api/prescription/subscription',
    session: await sessionFor(t.database.db, patient.id),
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
    session: await sessionFor(t.database.db, patient.id),
  });
  expect(progress.json().result).toMatchObject({
    currentStepId: 'hrps_identity',
    status: 'DRFT',
    hasAccount: true,
  });
});

it("gives the demo patient a working payments portal that lists the demo's paid subscriptions", async () => {
  // Seeded by the test above (one database per file).
  const patient = await t.database.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'patient@demo.carespace.test')
    .executeTakeFirstOrThrow();
  const res = await api(t.app, {
    method: 'GET',
    url: '/api/card-payment/customer-portal',
    session: await sessionFor(t.database.db, patient.id),
  });
  expect(res.statusCode).toBe(200);
  const portal = await t.app.inject({ method: 'GET', url: new URL(res.json().result).pathname });
  expect(portal.statusCode).toBe(200);
  expect(portal.body).toContain('Tretinoin');
  expect(portal.body).toContain('Rizatriptan');
  expect(portal.body).toContain('patient@demo.carespace.test');
});
