import { ERRORS, PRESCRIPTIONS, type PrescriptionDetail } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { multipartFile } from '../questionnaires/questionnaire-test-support.ts';
import { type Person, useReviewWorld } from './review-fixtures.ts';

/** Approving and rejecting a request, and the files of a request. */

const world = useReviewWorld();
const {
  t,
  pdf,
  person,
  seedRequest,
  get,
  post,
  approveBody,
  uploadPrescription,
  audits,
  mailsTo,
  requestRow,
} = world;
let admin: Person;
let reviewer: Person;
let texasReviewer: Person;
let pharmacist: Person;
let stanProvider: Person;
let patientA: Person;
let patientB: Person;
beforeAll(() => {
  ({ admin, reviewer, texasReviewer, pharmacist, stanProvider, patientA, patientB } = world.people);
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
