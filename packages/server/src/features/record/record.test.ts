import type { RecordAccessResult } from '@carespace/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor, type TestUser } from '../../test/api.ts';
import { fhirErrors, fhirValidator } from '../../test/fhir-schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeEdys, png, startQuestionnaire } from '../questionnaires/questionnaire-test-support.ts';

const t = useTestApp();

interface Person {
  user: TestUser;
  session: string;
}

async function person(options: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.database.db, options);
  return { user, session: await sessionFor(t.database.db, user.id) };
}

let patient: Person;
let otherPatient: Person;
let reviewer: Person;
let pharmacist: Person;
let admin: Person;
const requests: { approved: string; rejected: string; waiting: string; draft: string } = {
  approved: '',
  rejected: '',
  waiting: '',
  draft: '',
};

const TRACKING = [
  '9400 1112 0206 7777 0001 11',
  '9400 1112 0206 7777 0002 22',
  '9400 1112 0206 7777 0003 33',
];

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function rexCount(userId: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('audit_event')
    .select('id')
    .where('event_code', '=', 'RCEX')
    .where('entity_type', '=', 'patient_record')
    .where('entity_id', '=', userId)
    .execute();
  return rows.length;
}

async function nameOf(who: Person): Promise<string> {
  const row = await t.database.db
    .selectFrom('app_user')
    .select(['first_name', 'last_name'])
    .where('id', '=', who.user.id)
    .executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`;
}

const get = (who: Person, url: string) => api(t.app, { method: 'GET', url, session: who.session });

beforeAll(async () => {
  const db = t.database.db;
  patient = await person({ isPatient: true });
  otherPatient = await person({ isPatient: true });
  reviewer = await person({ providerRole: 'HPRO', organizationName: 'Record Test Medicine' });
  pharmacist = await person({ providerRole: 'PHAR', organizationName: 'Record Test Pharmacy' });
  admin = await person({ healcoAdmin: true });
  await grantLicenses(db, reviewer.user.id, ['NJ']);
  const base = { ownerUserId: patient.user.id, usState: 'NJ', zipcode: '07030' } as const;
  requests.approved = await insertPrescriptionRequest(db, {
    ...base,
    category: 'ACNE',
    medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
    paidDaysAgo: 90,
    decision: {
      kind: 'approved',
      daysAgo: 89,
      reviewerUserId: reviewer.user.id,
      note: 'Apply a pea-sized amount.',
    },
    shipped: TRACKING,
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' },
  });
  requests.rejected = await insertPrescriptionRequest(db, {
    ...base,
    category: 'MIGR',
    medicationId: 'rxm_rizatriptan_10mg_9',
    paidDaysAgo: 20,
    decision: {
      kind: 'rejected',
      daysAgo: 19,
      reviewerUserId: reviewer.user.id,
      reasonId: 'OTHR',
      other: 'Needs an exam first',
    },
  });
  requests.waiting = await insertPrescriptionRequest(db, {
    ...base,
    category: 'HRPS',
    medicationId: 'rxm_valacyclovir_500mg_30',
    paidDaysAgo: 1,
  });
  // A request answered through the questionnaire itself, with an uploaded photo ID.
  requests.draft = (
    await startQuestionnaire(t.app, { session: patient.session })
  ).json().result.patientQuestionnaireId;
  await completeEdys(t.app, { session: patient.session }, requests.draft);

  // The clinician and the pharmacist open the approved request; the patient opens their own subscriptions.
  expect((await get(reviewer, `/api/prescription/${requests.approved}`)).statusCode).toBe(200);
  expect((await get(pharmacist, `/api/prescription/${requests.approved}`)).statusCode).toBe(200);
  // The pharmacist also opens the questionnaire's page, which shows them its progress, not the answers.
  expect((await get(pharmacist, `/api/questionnaire/${requests.approved}`)).statusCode).toBe(200);
  expect((await get(patient, '/api/prescription/subscription')).statusCode).toBe(200);
});

describe("a patient's own record", () => {
  it('comes as a PDF holding every request, decision, order with its amount and tracking number, and its files', async () => {
    const before = await rexCount(patient.user.id);
    const res = await get(patient, `/api/record/${patient.user.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="carespace-record-.*\.pdf"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Acne request',
      'Migraine request',
      'Herpes request',
      'Erectile Dysfunction request',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Approved');
    expect(text).toContain('Not approved');
    expect(text).toContain('Needs an exam first');
    expect(text).toContain('Apply a pea-sized amount.');
    expect(text).toContain(`Reviewing clinician: ${await nameOf(reviewer)}`);
    const orders = await t.database.db
      .selectFrom('order_history')
      .select(['order_number', 'amount_cents'])
      .where('patient_questionnaire_id', 'in', [requests.approved, requests.rejected, requests.waiting])
      .execute();
    expect(orders.length).toBe(5);
    for (const order of orders) expect(text).toContain(`Order ${order.order_number}`);
    for (const tracking of TRACKING) expect(text).toContain(tracking);
    expect(text).toMatch(/Paid \$28\.00 on .* · Visa ending in 4242/);
    expect(text).toContain('Photo ID: license.png');
    expect(text).toMatch(/page 1 of \d+/);
    expect(await rexCount(patient.user.id)).toBe(before + 1);
  });

  it('comes as a FHIR R4 Bundle that validates against the FHIR schema and carries the photo ID', async () => {
    const before = await rexCount(patient.user.id);
    const res = await get(patient, `/api/record/${patient.user.id}/fhir`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json();
    expect(fhirErrors(bundle)).toEqual([]);
    expect(fhirValidator()(bundle)).toBe(true);
    // The schema is strict: a misspelt field of a resource fails it.
    const [first, ...rest] = bundle.entry;
    const misspelt = { ...first, resource: { ...first.resource, birthdate: '1990-01-01' } };
    expect(fhirValidator()({ ...bundle, entry: [misspelt, ...rest] })).toBe(false);
    const of = (type: string) =>
      bundle.entry
        .map((e: { resource: { resourceType: string } }) => e.resource)
        .filter((r: { resourceType: string }) => r.resourceType === type);
    expect(of('Patient')).toHaveLength(1);
    expect(of('QuestionnaireResponse')).toHaveLength(4);
    expect(of('Questionnaire')).toHaveLength(4);
    const prescriptions = of('MedicationRequest');
    expect(prescriptions.map((r: { status: string }) => r.status).sort()).toEqual([
      'active',
      'cancelled',
      'draft',
    ]);
    const dispenses = of('MedicationDispense');
    expect(dispenses).toHaveLength(3);
    expect(
      dispenses.flatMap((d: { note: Array<{ text: string }> }) => d.note.map((n) => n.text)).join(' '),
    ).toContain(TRACKING[0]);
    const [photo] = of('DocumentReference');
    expect(Buffer.from(photo.content[0].attachment.data, 'base64').equals(png())).toBe(true);
    const reads = of('AuditEvent');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(await rexCount(patient.user.id)).toBe(before + 1);
  });

  it('says so, rather than failing, for a patient with nothing yet', async () => {
    const res = await get(otherPatient, `/api/record/${otherPatient.user.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('You have no prescription requests with us yet');
    const bundle = (await get(otherPatient, `/api/record/${otherPatient.user.id}/fhir`)).json();
    expect(fhirValidator()(bundle)).toBe(true);
    expect(bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType)).toEqual([
      'Patient',
    ]);
  });
});

describe("someone else's record", () => {
  it('is not found for another patient, the clinician, the pharmacist and an admin, and nothing is exported', async () => {
    const before = await rexCount(patient.user.id);
    for (const who of [otherPatient, reviewer, pharmacist, admin]) {
      for (const format of ['pdf', 'fhir']) {
        const res = await get(who, `/api/record/${patient.user.id}/${format}`);
        expect(res.statusCode, format).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      expect((await get(who, `/api/record/${patient.user.id}/access-log`)).statusCode).toBe(404);
    }
    expect(await rexCount(patient.user.id)).toBe(before);
    const denied = await t.database.db
      .selectFrom('audit_event')
      .select('user_id')
      .where('event_code', '=', 'ACDN')
      .where('entity_type', '=', 'patient_record')
      .where('entity_id', '=', patient.user.id)
      .execute();
    expect(denied.map((d) => d.user_id)).toContain(reviewer.user.id);
  });

  it('needs signing in', async () => {
    const res = await api(t.app, { method: 'GET', url: `/api/record/${patient.user.id}/pdf` });
    expect(res.statusCode).toBe(401);
  });
});

describe('an admin producing a record for a patient', () => {
  const url = () => `/api/admin/record/${patient.user.id}`;

  it('needs a reason; without one nothing is produced or logged', async () => {
    const before = await rexCount(patient.user.id);
    for (const payload of [{ format: 'pdf' }, { format: 'pdf', reason: '  short ' }]) {
      const res = await api(t.app, { method: 'POST', url: url(), session: admin.session, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/say why/);
    }
    expect(await rexCount(patient.user.id)).toBe(before);
  });

  it('writes an audit row naming the reason, and the patient sees it in their access list', async () => {
    const reason = 'The patient asked by phone for a printed copy.';
    const res = await api(t.app, {
      method: 'POST',
      url: url(),
      session: admin.session,
      payload: { format: 'pdf', reason },
    });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(`Prepared by Carespace staff: ${reason}`);
    const row = await t.database.db
      .selectFrom('audit_event')
      .select(['user_id', 'details'])
      .where('event_code', '=', 'RCEX')
      .where('entity_id', '=', patient.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(admin.user.id);
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
      string,
      unknown
    >;
    expect(details).toMatchObject({ reason, format: 'pdf', bulk: true, forPatient: true });
    const log = (await get(patient, `/api/record/${patient.user.id}/access-log?pageSize=1`)).json()
      .result as RecordAccessResult;
    expect(log.items[0]?.reader).toMatchObject({ role: 'staff', roleLabel: 'Carespace staff' });
    expect(log.items[0]?.what).toContain(reason);
  });

  it('is for admins only', async () => {
    for (const who of [patient, reviewer, pharmacist]) {
      const res = await api(t.app, {
        method: 'POST',
        url: url(),
        session: who.session,
        payload: { format: 'fhir', reason: 'Trying to read someone else.' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
    }
  });

  it('answers not found for someone who is not a patient', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/admin/record/${reviewer.user.id}`,
      session: admin.session,
      payload: { format: 'fhir', reason: 'Checking a provider record.' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('who has read my record', () => {
  it("lists the clinician's and the pharmacist's reads with their names, newest first, without the patient's own", async () => {
    const res = await get(patient, `/api/record/${patient.user.id}/access-log?page=1&pageSize=50`);
    expect(res.statusCode).toBe(200);
    const log = res.json().result as RecordAccessResult;
    const readers = log.items.map((i) => `${i.reader.roleLabel}: ${i.reader.name}`);
    expect(readers).toContain(`Reviewing clinician: ${await nameOf(reviewer)}`);
    expect(readers).toContain(`Pharmacist: ${await nameOf(pharmacist)}`);
    const clinician = log.items.find((i) => i.reader.role === 'reviewer');
    expect(clinician?.what).toBe('Your acne request and your answers');
    expect(clinician?.where).toBe('Prescription review');
    const lines = log.items.map((i) => `${i.reader.role}: ${i.what} · ${i.where}`);
    expect(lines).toContain('pharmacist: Your acne request: the prescription to fill · Pharmacy orders');
    expect(lines).toContain('pharmacist: How far your acne request has got · Questionnaire');
    expect(log.items.every((i) => i.reader.role !== 'patient')).toBe(true);
    const times = log.items.map((i) => i.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(log.total).toBe(log.items.length);
  });

  it('is paged on the server', async () => {
    const first = (await get(patient, `/api/record/${patient.user.id}/access-log?page=1&pageSize=1`)).json()
      .result as RecordAccessResult;
    const second = (await get(patient, `/api/record/${patient.user.id}/access-log?page=2&pageSize=1`)).json()
      .result as RecordAccessResult;
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    const bad = await get(patient, `/api/record/${patient.user.id}/access-log?pageSize=500`);
    expect(bad.statusCode).toBe(400);
  });
});
