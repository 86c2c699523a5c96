import {
  ERRORS,
  PRESCRIPTIONS,
  type PrescriptionDetail,
  type PrescriptionListQuery,
  type PrescriptionListResult,
} from '@carespace/domain';
import type { Updateable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest, type RequestSeed } from '../../db/seed/seed-pharmacy-review.ts';
import type { DB } from '../../db/types.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { multipartFile } from '../questionnaires/questionnaire-test-support.ts';
import { countFromTabCounters, countListQuery, type ReviewScope } from './review.repository.ts';

const t = useTestApp();

interface Person {
  id: string;
  email: string;
  session: string;
}

/** A person; a reviewer's states are verified licenses (what an admin's verification leaves). */
async function person(options: Parameters<typeof createUser>[1], states: string[] = []): Promise<Person> {
  const user = await createUser(t.database.db, options);
  await grantLicenses(t.database.db, user.id, states);
  return { id: user.id, email: user.email, session: await sessionFor(t.database.db, user.id) };
}

let admin: Person;
let reviewer: Person; // HPRO licensed in NJ and NY
let texasReviewer: Person; // HPRO licensed in TX only
let pharmacist: Person;
let stanProvider: Person;
let patientA: Person; // NJ
let patientB: Person; // NY

const seedRequest = (owner: Person, overrides: Partial<RequestSeed> = {}) =>
  insertPrescriptionRequest(t.database.db, {
    ownerUserId: owner.id,
    category: 'EDYS',
    medicationId: 'rxm_tadalafil_5mg_30',
    usState: 'NJ',
    zipcode: '07030',
    paidDaysAgo: 1,
    shipping: { line1: '200 Hudson Street', line2: 'Apt 4B', city: 'Hoboken', postalCode: '07030' },
    ...overrides,
  });

const get = (session: string | undefined, url: string) => api(t.app, { method: 'GET', url, session });
const post = (session: string | undefined, url: string, payload: unknown) =>
  api(t.app, { method: 'POST', url, session, payload: payload as Record<string, unknown> });

const listOf = async (who: Person, query = '') => {
  const res = await get(who.session, `/api/prescription/list${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as PrescriptionListResult;
};

const approveBody = (id: string, extra: Record<string, unknown> = {}) => ({
  patientQuestionnaire_id: id,
  rxMedication_id: 'rxm_tadalafil_5mg_30',
  sentExternally: true,
  ...extra,
});

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

async function uploadPrescription(who: Person) {
  const file = multipartFile('prescription.pdf', 'application/pdf', pdf());
  const res = await api(t.app, {
    method: 'POST',
    url: '/api/upload-files/patientPrescriptions',
    session: who.session,
    payload: file.payload,
    headers: file.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Array<Record<string, unknown>>;
}

async function audits(userId: string, eventCode: string, entityId?: string) {
  let q = t.database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('user_id', '=', userId)
    .where('event_code', '=', eventCode);
  if (entityId) q = q.where('entity_id', '=', entityId);
  return q.execute();
}

async function mailsTo(email: string) {
  return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
}

async function requestRow(id: string) {
  return t.database.db
    .selectFrom('patient_questionnaire')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  admin = await person({ healcoAdmin: true });
  reviewer = await person({ providerRole: 'HPRO' }, ['NJ', 'NY']);
  texasReviewer = await person({ providerRole: 'HPRO' }, ['TX']);
  pharmacist = await person({ providerRole: 'PHAR' }, ['NJ']);
  stanProvider = await person({ providerRole: 'STAN' });
  patientA = await person({ isPatient: true });
  patientB = await person({ isPatient: true });
});

describe('who sees what (GET /api/prescription/list and /api/prescription/{id})', () => {
  let njPending: string;
  let flPending: string;
  let approved: string;
  let incomplete: string;

  beforeAll(async () => {
    njPending = await seedRequest(patientA);
    await t.database.db
      .updateTable('app_user')
      .set({ date_of_birth: '1990-03-14', gender: 2 })
      .where('id', '=', patientA.id)
      .execute();
    flPending = await seedRequest(patientB, {
      usState: 'FL',
      zipcode: '33131',
      category: 'SCCM',
      medicationId: 'rxm_flibanserin_100mg_30',
    });
    approved = await seedRequest(patientB, {
      category: 'PREP',
      medicationId: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
      usState: 'NY',
      zipcode: '10003',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    incomplete = await seedRequest(patientA, {
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      paidDaysAgo: null,
    });
  });

  it('admins see every pending request, and the Incomplete tab', async () => {
    const pending = await listOf(admin, '?tab=others&pageSize=100');
    expect(pending.tab).toBe('others');
    const ids = pending.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([njPending, flPending]));
    expect(ids).not.toContain(approved);
    expect((await listOf(admin, '?tab=incomplete&pageSize=100')).items.map((i) => i.id)).toContain(
      incomplete,
    );
  });

  it('admins see the reviewing provider on decided requests; others never do', async () => {
    const forAdmin = (await listOf(admin, '?tab=approved&pageSize=100')).items.find((i) => i.id === approved);
    expect(forAdmin?.providerUser?.id).toBe(reviewer.id);
    const forPharmacist = (await listOf(pharmacist, '?pageSize=100')).items.find((i) => i.id === approved);
    expect(forPharmacist?.providerUser).toBeNull();
  });

  it('a reviewer sees only requests from the states they are licensed in', async () => {
    const ids = (await listOf(reviewer, '?tab=pending&pageSize=100')).items.map((i) => i.id);
    expect(ids).toContain(njPending);
    expect(ids).not.toContain(flPending);
    expect((await listOf(texasReviewer, '?tab=others')).items).toEqual([]);
  });

  it('a reviewer not licensed in the patient’s state cannot read the request (404), and the attempt is audited', async () => {
    const res = await get(texasReviewer.session, `/api/prescription/${njPending}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await audits(texasReviewer.id, 'ACDN', njPending)).toHaveLength(1);
  });

  it('the Incomplete tab is for admins only', async () => {
    const res = await get(reviewer.session, '/api/prescription/list?tab=incomplete');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });

  it('pharmacists have only the Approved tab, their default, and cannot read pending requests', async () => {
    const list = await listOf(pharmacist);
    expect(list.tab).toBe('approved');
    expect(list.items.map((i) => i.id)).toContain(approved);
    const pending = await get(pharmacist.session, '/api/prescription/list?tab=others');
    expect(pending.statusCode).toBe(403);
    expect((await get(pharmacist.session, `/api/prescription/${njPending}`)).statusCode).toBe(404);
  });

  it('pharmacists read an approved request without the verification and questionnaire section', async () => {
    const res = await get(pharmacist.session, `/api/prescription/${approved}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result as PrescriptionDetail;
    expect(detail.patientResponse).toBeNull();
    expect(detail.uploadedFiles).toBeNull();
    expect(detail.medication).toMatchObject({
      name: 'Emtricitabine/tenofovir disoproxil fumarate',
      daySupply: 30,
    });
  });

  it('the reviewer’s modal has the patient, the answers in words and the medication; every read is audited', async () => {
    const before = (await audits(reviewer.id, 'RCVW', njPending)).length;
    const res = await get(reviewer.session, `/api/prescription/${njPending}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().result as PrescriptionDetail;
    expect(detail).toMatchObject({
      id: njPending,
      email: patientA.email,
      treatmentCategory: { id: 'EDYS', name: 'Erectile Dysfunction' },
      medication: { id: 'rxm_tadalafil_5mg_30', name: 'Tadalafil', quantity: 30, daySupply: 30 },
      waitingResponse: true,
      // A calendar day, the same in every time zone (shown as such in New York time).
      dateOfBirth: '1990-03-14',
      gender: { name: 'Female' },
    });
    expect(detail.patientResponse?.length).toBeGreaterThan(3);
    const adult = detail.patientResponse?.find((r) => r.questionId === 'edys_adult');
    expect(adult?.answer).toEqual(['Yes, I am 18 or older']);
    expect(adult?.question).toMatch(/18/);
    expect(await audits(reviewer.id, 'RCVW', njPending)).toHaveLength(before + 1);
  });

  it('patients list only their own requests and cannot read another patient’s (404)', async () => {
    const own = (await listOf(patientA, '?tab=others&pageSize=100')).items.map((i) => i.id);
    expect(own).toEqual([njPending]);
    expect((await get(patientA.session, `/api/prescription/${flPending}`)).statusCode).toBe(404);
    expect((await get(patientA.session, `/api/prescription/${njPending}`)).statusCode).toBe(200);
  });

  it('providers who neither review nor fulfil, and anonymous callers, are refused', async () => {
    expect((await get(stanProvider.session, '/api/prescription/list')).statusCode).toBe(403);
    expect((await get(undefined, '/api/prescription/list')).statusCode).toBe(401);
  });

  it('every list read is audited with one row naming the requests shown', async () => {
    const before = new Set((await audits(pharmacist.id, 'RCVW')).map((a) => a.id));
    const shown = await listOf(pharmacist);
    const added = (await audits(pharmacist.id, 'RCVW')).filter((a) => !before.has(a.id));
    expect(added).toHaveLength(1);
    const row = added[0]!;
    expect(row.entity_type).toBe('prescription_list');
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as {
      ids: string[];
      count: number;
    };
    expect(shown.items.length).toBeGreaterThan(0);
    expect(details.ids).toEqual(shown.items.map((item) => item.id));
    expect(details.count).toBe(shown.items.length);
  });
});

describe('POST /api/prescription/approve and /reject', () => {
  it('a pharmacist cannot approve or reject (403)', async () => {
    const id = await seedRequest(patientA, { category: 'MIGR', medicationId: 'rxm_rizatriptan_10mg_9' });
    const approve = await post(
      pharmacist.session,
      '/api/prescription/approve',
      approveBody(id, { rxMedication_id: 'rxm_rizatriptan_10mg_9' }),
    );
    expect(approve.statusCode).toBe(403);
    const reject = await post(pharmacist.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'INPR',
    });
    expect(reject.statusCode).toBe(403);
    expect((await requestRow(id)).accepted_on).toBeNull();
  });

  it('approving needs the upload or the external box, with the spec’s message', async () => {
    const id = await seedRequest(patientA);
    const res = await post(
      reviewer.session,
      '/api/prescription/approve',
      approveBody(id, { sentExternally: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PRESCRIPTIONS.uploadRequired);
    const long = await post(
      reviewer.session,
      '/api/prescription/approve',
      approveBody(id, { providerNote: 'x'.repeat(256) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(PRESCRIPTIONS.noteTooLong);
    expect((await requestRow(id)).accepted_on).toBeNull();
  });

  it('a reviewer not licensed in the state cannot approve (404)', async () => {
    const id = await seedRequest(patientA);
    const res = await post(texasReviewer.session, '/api/prescription/approve', approveBody(id));
    expect(res.statusCode).toBe(404);
  });

  it('approves with an upload: the subscription becomes active, its orders approved, the patient emailed', async () => {
    const id = await seedRequest(patientB, { usState: 'NY', zipcode: '10003' });
    const files = await uploadPrescription(reviewer);
    const res = await post(reviewer.session, '/api/prescription/approve', {
      ...approveBody(id, { sentExternally: false }),
      prescriptionUpload: files,
      providerNote: 'Take one tablet daily with water.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await requestRow(id);
    expect(row).toMatchObject({
      is_active: true,
      reviewer_user_id: reviewer.id,
      provider_note: 'Take one tablet daily with water.',
    });
    expect(row.accepted_on).not.toBeNull();
    const orders = await t.database.db
      .selectFrom('order_history')
      .selectAll()
      .where('patient_questionnaire_id', '=', id)
      .execute();
    expect(orders.every((o) => o.approved_on !== null)).toBe(true);
    expect((await mailsTo(patientB.email)).map((m) => m.subject)).toContain(
      'Your Carespace prescription was approved',
    );
    expect(await audits(reviewer.id, 'RXAP', id)).toHaveLength(1);
    const detail = (await get(pharmacist.session, `/api/prescription/${id}`)).json()
      .result as PrescriptionDetail;
    expect(detail.prescriptionFiles.map((f) => f.id)).toEqual([files[0]?.id]);
    // The same upload cannot be attached to a second request.
    const other = await seedRequest(patientA);
    const again = await post(reviewer.session, '/api/prescription/approve', {
      ...approveBody(other, { sentExternally: false }),
      prescriptionUpload: files,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('PRESCRIPTION_UPLOAD_INVALID');
  });

  it('two reviewers approving at once: one succeeds, the other is told it was already decided', async () => {
    const id = await seedRequest(patientA);
    const secondReviewer = await person({ providerRole: 'HPRO' }, ['NJ']);
    const [first, second] = await Promise.all([
      post(reviewer.session, '/api/prescription/approve', approveBody(id)),
      post(secondReviewer.session, '/api/prescription/approve', approveBody(id)),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().error).toMatchObject({
      code: 'PRESCRIPTION_ALREADY_DECIDED',
      message: ERRORS.PRESCRIPTION_ALREADY_DECIDED.message,
    });
    // And a rejection afterwards is refused the same way.
    const late = await post(admin.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'INPR',
    });
    expect(late.statusCode).toBe(409);
    expect(await audits(reviewer.id, 'RXAP', id)).toHaveLength(first.statusCode === 200 ? 1 : 0);
  });

  it('rejects with Other only with an explanation; the reason must come from the list', async () => {
    const id = await seedRequest(patientA);
    const bare = await post(reviewer.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'OTHR',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.message).toBe(PRESCRIPTIONS.rejectExplanationRequired);
    const none = await post(reviewer.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: '',
    });
    expect(none.json().error.message).toBe(PRESCRIPTIONS.rejectReasonRequired);
    const unknown = await post(reviewer.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'NOPE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('REJECTION_REASON_INVALID');

    const res = await post(reviewer.session, '/api/prescription/reject', {
      patientQuestionnaire_id: id,
      rejectionReason: 'OTHR',
      rejectionReasonOther: 'Your blood pressure reading needs an in-person check first.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await requestRow(id);
    expect(row).toMatchObject({ rejection_reason_id: 'OTHR', is_active: false });
    const mails = await mailsTo(patientA.email);
    const rejected = mails.find((m) => m.subject === 'An update on your Carespace treatment request');
    expect(rejected?.text_body).toContain(
      'Other: Your blood pressure reading needs an in-person check first.',
    );
    expect(await audits(reviewer.id, 'RXRJ', id)).toHaveLength(1);
    const subscription = await get(patientA.session, '/api/prescription/subscription');
    const entries = subscription.json().result.flatMap((g: { subscriptions: unknown[] }) => g.subscriptions);
    expect(entries.find((s: { id: string }) => s.id === id)).toMatchObject({
      rejectionReason: {
        name: 'Other',
        other: 'Your blood pressure reading needs an in-person check first.',
      },
      stage: 'rejected',
    });
  });

  it('an unpaid request cannot be decided', async () => {
    const id = await seedRequest(patientA, { paidDaysAgo: null });
    const res = await post(admin.session, '/api/prescription/approve', approveBody(id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PRESCRIPTION_NOT_PAID');
  });
});

describe('the files of a request (GET /api/no-auth/download-file/{fileName}/{folder})', () => {
  const download = (who: Person, file: Record<string, unknown>, folder: string) =>
    get(who.session, `/api/no-auth/download-file/${file.fileName}/${folder}`);

  it('the patient’s upload reaches only reviewers licensed in their state, never the pharmacist', async () => {
    const id = await seedRequest(patientA);
    const upload = multipartFile('photo-id.pdf', 'application/pdf', pdf());
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/upload-files/patientQuestionnaires',
      session: patientA.session,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().result as Array<Record<string, unknown>>;
    await t.database.db
      .insertInto('patient_questionnaire_file')
      .values({ patient_questionnaire_id: id, file_id: String(file!.id) })
      .execute();

    expect((await download(reviewer, file!, 'patientQuestionnaires')).statusCode).toBe(200);
    expect(await audits(reviewer.id, 'FDWN', String(file!.id))).toHaveLength(1);
    for (const someone of [texasReviewer, pharmacist, stanProvider, patientB]) {
      const refused = await download(someone, file!, 'patientQuestionnaires');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
      expect(await audits(someone.id, 'ACDN', String(file!.id))).toHaveLength(1);
    }
  });

  it('the prescription reaches the pharmacist once the request is approved, not a reviewer of another state', async () => {
    const id = await seedRequest(patientB, { usState: 'NY', zipcode: '10003' });
    const [file] = await uploadPrescription(reviewer);
    // Before it is attached to an approved request, only the prescriber who uploaded it can read it.
    expect((await download(pharmacist, file!, 'patientPrescriptions')).statusCode).toBe(404);
    const approved = await post(reviewer.session, '/api/prescription/approve', {
      ...approveBody(id, { sentExternally: false }),
      prescriptionUpload: [file],
    });
    expect(approved.statusCode, approved.body).toBe(200);

    expect((await download(pharmacist, file!, 'patientPrescriptions')).statusCode).toBe(200);
    expect((await download(patientB, file!, 'patientPrescriptions')).statusCode).toBe(404);
    expect((await download(texasReviewer, file!, 'patientPrescriptions')).statusCode).toBe(404);
  });
});

describe('fulfilment: view-address and tracking', () => {
  let approvedId: string;
  let sessionId: string;
  let orderId: string;

  beforeAll(async () => {
    approvedId = await seedRequest(patientA, {
      category: 'ACNE',
      medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    const row = await requestRow(approvedId);
    sessionId = row.checkout_session_id as string;
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', approvedId)
      .executeTakeFirstOrThrow();
    orderId = order.id;
  });

  it('pharmacists and admins read the shipping address of an approved request, audited', async () => {
    const res = await get(pharmacist.session, `/api/prescription/view-address?sessionId=${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      line1: '200 Hudson Street',
      line2: 'Apt 4B',
      city: 'Hoboken',
      state: 'NJ',
      postal_code: '07030',
    });
    expect(await audits(pharmacist.id, 'RCVW', approvedId)).not.toHaveLength(0);
    expect(
      (await get(admin.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(200);
  });

  it('reviewers and patients cannot; a pending request has no address to show (404)', async () => {
    expect(
      (await get(reviewer.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(patientA.session, `/api/prescription/view-address?sessionId=${sessionId}`)).statusCode,
    ).toBe(403);
    const pending = await seedRequest(patientA);
    const pendingSession = (await requestRow(pending)).checkout_session_id;
    expect(
      (await get(pharmacist.session, `/api/prescription/view-address?sessionId=${pendingSession}`))
        .statusCode,
    ).toBe(404);
  });

  it('an empty value is refused with the spec’s message', async () => {
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '  ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PRESCRIPTIONS.trackingRequired);
  });

  it('adds a tracking number: shipped, the patient emailed with it; replacing needs the confirmation', async () => {
    const added = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '9400111899223344556677',
      type: 'POST',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toMatchObject({ trackingNumber: '9400111899223344556677' });
    expect(added.json().result.shippedOn).toEqual(expect.any(Number));
    // The pharmacist's list carries the order with the page (dates as the detail gives them).
    const listed = (await listOf(pharmacist, '?pageSize=100')).items.flatMap((item) => item.orderHistory);
    expect(listed.find((order) => order.id === orderId)).toMatchObject({
      trackingNumber: '9400111899223344556677',
      shippedOn: added.json().result.shippedOn,
      paidOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const mails = await mailsTo(patientA.email);
    // A USPS barcode: the email names the carrier and links its tracking page.
    const shipped = mails.find((m) =>
      m.text_body.includes('Your USPS tracking number is 9400111899223344556677.'),
    );
    expect(shipped?.text_body).toContain('https://tools.usps.com/');

    const unconfirmed = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '1Z999AA10123456784',
      type: 'POST',
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.code).toBe('TRACKING_REPLACE_UNCONFIRMED');
    const stored = await t.database.db
      .selectFrom('order_history')
      .select('tracking_number')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored.tracking_number).toBe('9400111899223344556677');

    const replaced = await post(admin.session, '/api/prescription/tracking', {
      orderHistory_id: orderId,
      trackingNumber: '1Z999AA10123456784',
      type: 'PUT',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.trackingNumber).toBe('1Z999AA10123456784');
    expect((await mailsTo(patientA.email)).some((m) => m.text_body.includes('1Z999AA10123456784'))).toBe(
      true,
    );

    const subscription = await get(patientA.session, '/api/prescription/subscription');
    const entries = subscription.json().result.flatMap((g: { subscriptions: unknown[] }) => g.subscriptions);
    expect(entries.find((s: { id: string }) => s.id === approvedId)).toMatchObject({ stage: 'shipped' });
  });

  it('mark as shipped without a number; reviewers cannot edit tracking', async () => {
    const id = await seedRequest(patientB, {
      usState: 'NY',
      zipcode: '10003',
      decision: { kind: 'approved', daysAgo: 0.5, reviewerUserId: reviewer.id },
    });
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', id)
      .executeTakeFirstOrThrow();
    const refused = await post(reviewer.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      markAsShipped: true,
    });
    expect(refused.statusCode).toBe(403);
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      markAsShipped: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ trackingNumber: null, shippedOn: expect.any(Number) });
  });

  it('tracking on an order of a pending request is not found for a pharmacist', async () => {
    const id = await seedRequest(patientA);
    const order = await t.database.db
      .selectFrom('order_history')
      .select('id')
      .where('patient_questionnaire_id', '=', id)
      .executeTakeFirstOrThrow();
    const res = await post(pharmacist.session, '/api/prescription/tracking', {
      orderHistory_id: order.id,
      trackingNumber: 'X1',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('list paging, filters and sorting', () => {
  let owner: Person;
  beforeAll(async () => {
    // A reviewer of Connecticut only, so these rows are theirs alone.
    owner = await person({ providerRole: 'HPRO' }, ['CT']);
    const names: Array<[string, string, number, 'EDYS' | 'ACNE']> = [
      ['Ada', 'Byron', 1, 'EDYS'],
      ['Grace', 'Hopper', 2, 'ACNE'],
      ['Alan', 'Turing', 3, 'EDYS'],
      ['Edsger', 'Dijkstra', 4, 'ACNE'],
      ['Barbara', 'Liskov', 5, 'EDYS'],
    ];
    for (const [first, last, days, category] of names) {
      const user = await createUser(t.database.db, {
        isPatient: true,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@example.test`,
      });
      await t.database.db
        .updateTable('app_user')
        .set({ first_name: first, last_name: last })
        .where('id', '=', user.id)
        .execute();
      await insertPrescriptionRequest(t.database.db, {
        ownerUserId: user.id,
        category,
        medicationId: category === 'EDYS' ? 'rxm_tadalafil_5mg_30' : 'rxm_tretinoin_cream_0_05pct_20g',
        usState: 'CT',
        zipcode: '06510',
        paidDaysAgo: days,
      });
    }
  });

  it('pages in SQL with the total, oldest first on Pending', async () => {
    const first = await listOf(owner, '?tab=others&pageSize=2');
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.name)).toEqual(['Barbara Liskov', 'Edsger Dijkstra']);
    const third = await listOf(owner, '?tab=others&pageSize=2&page=3');
    expect(third.items.map((i) => i.name)).toEqual(['Ada Byron']);
    expect(third.total).toBe(5);
  });

  it('sorts by name and filters by name, email, category and date range', async () => {
    const byName = await listOf(owner, '?tab=others&sort=name&order=asc');
    expect(byName.items.map((i) => i.name)).toEqual([
      'Ada Byron',
      'Edsger Dijkstra',
      'Grace Hopper',
      'Barbara Liskov',
      'Alan Turing',
    ]);
    expect((await listOf(owner, '?tab=others&name=hopp')).items.map((i) => i.name)).toEqual(['Grace Hopper']);
    expect((await listOf(owner, '?tab=others&email=turing@')).items.map((i) => i.name)).toEqual([
      'Alan Turing',
    ]);
    const acne = await listOf(owner, '?tab=others&treatmentCategory=ACNE&sort=name');
    expect(acne.items.map((i) => i.name)).toEqual(['Edsger Dijkstra', 'Grace Hopper']);
    expect(acne.total).toBe(2);
    const day = (daysAgo: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(Date.now() - daysAgo * 86_400_000),
      );
    const recent = await listOf(owner, `?tab=others&from=${day(2)}&to=${day(0)}`);
    expect(recent.items.map((i) => i.name).sort()).toEqual(['Ada Byron', 'Grace Hopper']);
  });

  it('refuses a bad query with 400, never a 500', async () => {
    for (const query of [
      '?pageSize=1000',
      '?sort=password',
      '?from=yesterday',
      // Shaped like a day, but no such day: the database would refuse them.
      '?from=2023-02-29',
      '?to=2025-13-01',
      '?from=8484-01-07',
      '?to=0299-22-65',
      '?tab=all',
      '?treatmentCategory=XXXX',
    ]) {
      const res = await get(owner.session, `/api/prescription/list${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the totals the database keeps per tab (migrations 0019 and 0040)', () => {
  const tabs = ['others', 'approved', 'completed', 'rejected', 'referred', 'incomplete'] as const;
  const noFilter = { page: 1, pageSize: 20 } as PrescriptionListQuery;

  async function expectCountersToMatchTheRows() {
    const scopes: ReviewScope[] = [
      { kind: 'admin' },
      { kind: 'pharmacist' },
      { kind: 'reviewer', userId: reviewer.id },
      { kind: 'reviewer', userId: texasReviewer.id },
    ];
    for (const scope of scopes) {
      for (const tab of tabs) {
        const counters = countFromTabCounters(t.database.db, scope, tab);
        if (!counters) continue;
        const kept = Number((await counters.executeTakeFirstOrThrow()).total);
        const counted = Number(
          (await countListQuery(t.database.db, scope, tab, noFilter).executeTakeFirstOrThrow()).total,
        );
        expect(kept, `${scope.kind} ${'userId' in scope ? scope.userId : ''} ${tab}`).toBe(counted);
      }
    }
  }

  it('equal a count of the rows after requests are paid, decided, ended, moved and deleted', async () => {
    // Everything the tests above did through the API (checkouts, approvals, rejections) is already in them.
    await expectCountersToMatchTheRows();
    const ids = await Promise.all([
      seedRequest(patientA),
      seedRequest(patientA),
      seedRequest(patientB, { usState: 'NY' }),
      seedRequest(patientB, { usState: 'NY' }),
      seedRequest(patientB, { usState: 'NY', paidDaysAgo: null }),
      seedRequest(patientA),
    ]);
    await expectCountersToMatchTheRows();
    const now = new Date();
    const change = (id: string, values: Updateable<DB['patient_questionnaire']>) =>
      t.database.db.updateTable('patient_questionnaire').set(values).where('id', '=', id).execute();
    await change(ids[0]!, { accepted_on: now, is_active: true });
    await change(ids[1]!, { rejected_on: now });
    await change(ids[2]!, { accepted_on: now, is_active: true });
    await change(ids[5]!, { referred_on: now, referral_note: 'Seen in person first.' });
    await expectCountersToMatchTheRows();
    await change(ids[2]!, { is_active: false });
    await change(ids[3]!, { us_state: 'TX' });
    await change(ids[4]!, { paid_on: now });
    await change(ids[0]!, { provider_note: 'A note moves nothing.' });
    await expectCountersToMatchTheRows();
    await t.database.db
      .deleteFrom('patient_questionnaire_file')
      .where('patient_questionnaire_id', 'in', ids)
      .execute();
    await t.database.db.deleteFrom('order_history').where('patient_questionnaire_id', 'in', ids).execute();
    await t.database.db.deleteFrom('patient_response').where('patient_questionnaire_id', 'in', ids).execute();
    await t.database.db.deleteFrom('patient_questionnaire').where('id', 'in', ids).execute();
    await expectCountersToMatchTheRows();
  });

  it('answer the list’s total without a search filter, and a count of the rows with one', async () => {
    const all = await listOf(admin, '?tab=others&pageSize=1');
    const kept = Number(
      (await countFromTabCounters(t.database.db, { kind: 'admin' }, 'others')!.executeTakeFirstOrThrow())
        .total,
    );
    expect(all.total).toBe(kept);
    const filtered = await listOf(admin, '?tab=others&pageSize=1&treatmentCategory=ACNE');
    expect(filtered.total).toBeLessThan(all.total);
  });
});
