import { licenseToday, shiftCalendarDate } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile } from '../questionnaires/questionnaire-test-support.ts';

/*
 * Licensure decides who may read and decide a prescription request, so a reviewer must never be able to widen
 * their own reach: only a license an admin has verified, and that has not expired, counts; in the list, the
 * request itself, the decisions, the questionnaire and the request's files alike.
 */

const t = useTestApp();

interface Person {
  id: string;
  email: string;
  session: string;
}

async function person(options: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.database.db, options);
  return { id: user.id, email: user.email, session: await sessionFor(t.database.db, user.id) };
}

const get = (who: Person, url: string) => api(t.app, { method: 'GET', url, session: who.session });
const send = (who: Person, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}) =>
  api(t.app, { method, url, session: who.session, payload });

let patient: Person;
let admin: Person;

beforeAll(async () => {
  patient = await person({ isPatient: true });
  admin = await person({ healcoAdmin: true });
});

const floridaRequest = () =>
  insertPrescriptionRequest(t.database.db, {
    ownerUserId: patient.id,
    category: 'EDYS',
    medicationId: 'rxm_tadalafil_5mg_30',
    usState: 'FL',
    zipcode: '33131',
    paidDaysAgo: 1,
    shipping: { line1: '901 Brickell Key Boulevard', city: 'Miami', postalCode: '33131' },
  });

/** A Florida patient's upload attached to the request, as the questionnaire's ID photo would be. */
async function attachPatientFile(requestId: string) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
  const upload = multipartFile('photo-id.pdf', 'application/pdf', pdf);
  const res = await api(t.app, {
    method: 'POST',
    url: '/api/upload-files/patientQuestionnaires',
    session: patient.session,
    payload: upload.payload,
    headers: upload.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [file] = res.json().result as Array<{ id: string; fileName: string }>;
  await t.database.db
    .insertInto('patient_questionnaire_file')
    .values({ patient_questionnaire_id: requestId, file_id: file!.id })
    .execute();
  return file!;
}

/** Everything licensure opens on one request, as the reviewer sees it: true where they got in. */
async function reach(reviewer: Person, requestId: string, file: { fileName: string }) {
  const detail = await get(reviewer, `/api/prescription/${requestId}`);
  const list = await get(reviewer, '/api/prescription/list?tab=others&pageSize=100');
  expect(list.statusCode).toBe(200);
  const questionnaire = await get(reviewer, `/api/questionnaire/${requestId}`);
  const download = await get(reviewer, `/api/no-auth/download-file/${file.fileName}/patientQuestionnaires`);
  return {
    detail: detail.statusCode === 200,
    inList: list.json().result.items.some((item: { id: string }) => item.id === requestId),
    listTotal: list.json().result.total as number,
    questionnaire: questionnaire.statusCode === 200,
    file: download.statusCode === 200,
    leaked: [detail, questionnaire, download].some((res) => res.body.includes(patient.email)),
  };
}

const NO_REACH = {
  detail: false,
  inList: false,
  listTotal: 0,
  questionnaire: false,
  file: false,
  leaked: false,
};
const FULL_REACH = {
  detail: true,
  inList: true,
  listTotal: expect.any(Number),
  questionnaire: true,
  file: true,
  leaked: true,
};

describe('a reviewer cannot grant themselves a state', () => {
  it('adding FL to the profile’s licensed states leaves a Florida request out of reach', async () => {
    const reviewer = await person({ providerRole: 'HPRO' });
    await grantLicenses(t.database.db, reviewer.id, ['NJ']);
    const id = await floridaRequest();
    const file = await attachPatientFile(id);
    expect(await reach(reviewer, id, file)).toEqual(NO_REACH);

    const edit = await send(reviewer, 'PUT', '/api/profile', {
      firstName: 'Dana',
      lastName: 'Reviewer',
      provider: { licensedState: ['NJ', 'FL'] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The profile keeps the list (the marketplace matches on it) …
    expect(edit.json().result.provider.licensedState).toEqual(['FL', 'NJ']);
    // … and it opens nothing.
    expect(await reach(reviewer, id, file)).toEqual(NO_REACH);
    const approve = await send(reviewer, 'POST', '/api/prescription/approve', {
      patientQuestionnaire_id: id,
      rxMedication_id: 'rxm_tadalafil_5mg_30',
      sentExternally: true,
    });
    expect(approve.statusCode).toBe(404);
    const reject = await send(reviewer, 'POST', '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'INPR',
    });
    expect(reject.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('patient_questionnaire')
      .select(['accepted_on', 'rejected_on'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ accepted_on: null, rejected_on: null });
  });

  it('a license the reviewer adds stays pending and grants nothing until an admin verifies it', async () => {
    const reviewer = await person({ providerRole: 'HPRO' });
    const id = await floridaRequest();
    const file = await attachPatientFile(id);
    // Whatever the body claims, the license is pending.
    const added = await send(reviewer, 'POST', '/api/licenses', {
      usState: 'fl',
      licenseNumber: 'ME 123456',
      expiresOn: shiftCalendarDate(licenseToday(), 400),
      status: 'VERI',
      standing: 'verified',
    });
    expect(added.statusCode, added.body).toBe(200);
    const license = added.json().result;
    expect(license).toMatchObject({ usState: 'FL', status: 'PEND', standing: 'pending', reviewedOn: null });
    expect(await reach(reviewer, id, file)).toEqual(NO_REACH);

    // The reviewer cannot verify it themselves: the admin calls refuse them before anything else.
    const selfVerify = await send(reviewer, 'POST', `/api/admin/licenses/${license.id}/verify`);
    expect(selfVerify.statusCode).toBe(403);
    expect(selfVerify.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
    expect(await reach(reviewer, id, file)).toEqual(NO_REACH);

    const verified = await send(admin, 'POST', `/api/admin/licenses/${license.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toMatchObject({ status: 'VERI', standing: 'verified' });
    expect(await reach(reviewer, id, file)).toEqual(FULL_REACH);
    const approve = await send(reviewer, 'POST', '/api/prescription/approve', {
      patientQuestionnaire_id: id,
      rxMedication_id: 'rxm_tadalafil_5mg_30',
      sentExternally: true,
    });
    expect(approve.statusCode, approve.body).toBe(200);
  });

  it('an expired verified license does not count; one that expires today still does', async () => {
    const expired = await person({ providerRole: 'HPRO' });
    const lastDay = await person({ providerRole: 'HPRO' });
    const yesterday = shiftCalendarDate(licenseToday(), -1);
    await grantLicenses(t.database.db, expired.id, ['FL'], { expiresOn: yesterday });
    await grantLicenses(t.database.db, lastDay.id, ['FL'], { expiresOn: licenseToday() });
    const id = await floridaRequest();
    const file = await attachPatientFile(id);
    expect(await reach(expired, id, file)).toEqual(NO_REACH);
    expect((await reach(lastDay, id, file)).detail).toBe(true);
  });

  it('a rejected or a pending license does not count', async () => {
    const rejected = await person({ providerRole: 'HPRO' });
    const pending = await person({ providerRole: 'HPRO' });
    await grantLicenses(t.database.db, rejected.id, ['FL'], { status: 'REJE' });
    await grantLicenses(t.database.db, pending.id, ['FL'], { status: 'PEND' });
    const id = await floridaRequest();
    const file = await attachPatientFile(id);
    expect(await reach(rejected, id, file)).toEqual(NO_REACH);
    expect(await reach(pending, id, file)).toEqual(NO_REACH);
  });

  it('an admin’s rejection of the reviewer’s license grants nothing', async () => {
    const reviewer = await person({ providerRole: 'HPRO' });
    const id = await floridaRequest();
    const file = await attachPatientFile(id);
    const added = await send(reviewer, 'POST', '/api/licenses', {
      usState: 'FL',
      licenseNumber: 'ME 654321',
      expiresOn: shiftCalendarDate(licenseToday(), 200),
    });
    const rejected = await send(admin, 'POST', `/api/admin/licenses/${added.json().result.id}/reject`, {
      reason: 'The Florida register lists this number under another name.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await reach(reviewer, id, file)).toEqual(NO_REACH);
  });
});
