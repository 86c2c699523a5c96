import type { RecordAccessResult } from '@carespace/domain';
import { expect, it } from 'vitest';
import { api, sessionFor, userIdByEmail } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo.ts';

const t = useTestApp();

it("shows the demo patient the reviewing clinician's and the pharmacist's reads of their record, by name", async () => {
  expect(await seedDemoAccounts(t.database.db, 'Demo-seed-password-1')).toBe(true);
  const patientId = await userIdByEmail(t.database.db, 'patient@demo.carespace.test');
  const res = await api(t.app, {
    method: 'GET',
    url: `/api/record/${patientId}/access-log`,
    session: await sessionFor(t.database.db, patientId),
  });
  expect(res.statusCode).toBe(200);
  const log = res.json().result as RecordAccessResult;
  const lines = log.items.map((i) => `${i.reader.name} (${i.reader.roleLabel}): ${i.what} · ${i.where}`);
  expect(lines).toEqual(
    expect.arrayContaining([
      'Daniel Kim (Reviewing clinician): Your acne request and your answers · Prescription review',
      'Priya Shah (Pharmacist): Your acne request: the prescription to fill · Pharmacy orders',
      'Priya Shah (Pharmacist): Your shipping address for your acne request · Pharmacy orders',
    ]),
  );
});
