import type { FileRecord } from '@carespace/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SandboxGateway } from '../adapters/payment/sandbox/sandbox-gateway.ts';
import { insertPrescriptionRequest } from '../db/seed/seed-pharmacy-review.ts';
import type { DB } from '../db/types.ts';
import {
  completeEdys,
  draftCookieOf,
  multipartFile,
  png,
  startQuestionnaire,
} from '../features/questionnaires/questionnaire-test-support.ts';
import { api, createUser, sessionFor } from './api.ts';
import {
  CARD,
  HERE,
  type Identity,
  type IdentityName,
  MEDICATION,
  type PharmacyRequest,
} from './world-types.ts';

/** The steps the matrix's world is built from, and that fresh objects repeat: people, uploads, requests, payments. */

export async function identity(
  app: FastifyInstance,
  name: IdentityName,
  options: Parameters<typeof createUser>[1],
): Promise<Identity> {
  const user = await createUser(app.db, options);
  return { name, user, session: await sessionFor(app.db, user.id), organizationId: user.organizationId };
}

export async function uploadAs(app: FastifyInstance, who: Identity, folder: string, name = 'scan.png') {
  const file = multipartFile(name, 'image/png', png());
  const res = await api(app, {
    method: 'POST',
    url: `/api/upload-files/${folder}`,
    session: who.session,
    payload: file.payload,
    headers: file.headers,
  });
  if (res.statusCode !== 200) throw new Error(`upload to ${folder} as ${who.name}: ${res.body}`);
  return (res.json().result as FileRecord[])[0]!;
}

export async function linkFile(db: Kysely<DB>, questionnaireId: string, fileId: string) {
  await db
    .insertInto('patient_questionnaire_file')
    .values({ patient_questionnaire_id: questionnaireId, file_id: fileId })
    .execute();
}

export async function pharmacyRequest(
  db: Kysely<DB>,
  owner: Identity,
  category: 'SCCM' | 'PREP',
  decision?: { reviewerUserId: string },
): Promise<PharmacyRequest> {
  const id = await insertPrescriptionRequest(db, {
    ownerUserId: owner.user!.id,
    category,
    medicationId: MEDICATION[category],
    usState: HERE,
    zipcode: '07030',
    paidDaysAgo: decision ? 3 : 1,
    ...(decision
      ? { decision: { kind: 'approved', daysAgo: 2, reviewerUserId: decision.reviewerUserId } }
      : {}),
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' },
  });
  const row = await db
    .selectFrom('patient_questionnaire as pq')
    .innerJoin('order_history as o', 'o.patient_questionnaire_id', 'pq.id')
    .select(['o.id as orderId', 'pq.checkout_session_id'])
    .where('pq.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, orderId: row.orderId, checkoutSessionId: row.checkout_session_id! };
}

/** A complete, eligible erectile dysfunction draft with its medication chosen; answers its id. */
export async function readyDraft(app: FastifyInstance, who: Identity): Promise<string> {
  const caller = { session: who.session, draft: who.draftCookie };
  const start = await startQuestionnaire(app, caller, 'EDYS');
  if (start.statusCode !== 200) throw new Error(`start as ${who.name}: ${start.body}`);
  const id = start.json().result.patientQuestionnaireId as string;
  if (who.name === 'anonymous') who.draftCookie = draftCookieOf(start);
  await completeEdys(app, { session: who.session, draft: who.draftCookie }, id);
  if (who.session) {
    const medication = await api(app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/medication`,
      session: who.session,
      payload: { rxMedication_id: MEDICATION.EDYS },
    });
    if (medication.statusCode !== 200) throw new Error(`medication as ${who.name}: ${medication.body}`);
  }
  return id;
}

export function signed(who: Identity) {
  return { ...who.user!, session: who.session!, organizationId: who.organizationId! };
}

export async function hostLogo(app: FastifyInstance, host: Identity): Promise<FileRecord> {
  const file = multipartFile('logo.png', 'image/png', png());
  const res = await api(app, {
    method: 'POST',
    url: `/api/profilePicture/${host.organizationId}/${host.user!.id}/organization`,
    session: host.session,
    payload: file.payload,
    headers: file.headers,
  });
  if (res.statusCode !== 200) throw new Error(`logo: ${res.body}`);
  const row = await app.db
    .selectFrom('organization as o')
    .innerJoin('stored_file as f', 'f.id', 'o.profile_pic')
    .select(['f.id', 'f.display_order', 'f.file_name', 'f.mime_type', 'f.original_name'])
    .where('o.id', '=', host.organizationId!)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    display_order: row.display_order,
    fileName: row.file_name,
    mimeType: row.mime_type,
    originalName: row.original_name,
  };
}

/** Answers a request's photo questions (the seeded answers leave them out) through the questionnaire's calls. */
export async function answerUploads(app: FastifyInstance, patient: Identity, id: string, category: string) {
  const definition = await app.inject({ method: 'GET', url: `/api/questionnaire/definition/${category}` });
  const steps = definition.json().result.steps as Array<{
    id: string;
    questions: Array<{ id: string; type: string }>;
  }>;
  for (const step of steps) {
    const uploads = step.questions.filter((question) => question.type === 'UPLD');
    if (uploads.length === 0) continue;
    const answers: Record<string, unknown> = {};
    for (const question of uploads) {
      const file = multipartFile('photo-id.png', 'image/png', png());
      const res = await api(app, {
        method: 'POST',
        url: `/api/questionnaire/${id}/upload-files`,
        session: patient.session,
        payload: file.payload,
        headers: file.headers,
      });
      if (res.statusCode !== 200) throw new Error(`upload for ${question.id}: ${res.body}`);
      answers[question.id] = res.json().result;
    }
    const saved = await api(app, {
      method: 'PUT',
      url: `/api/questionnaire/${id}/answers`,
      session: patient.session,
      payload: { stepId: step.id, answers },
    });
    if (saved.statusCode !== 200) throw new Error(`answers of ${step.id}: ${saved.body}`);
  }
}

export const gatewayOf = (app: FastifyInstance) => app.ports.payments as SandboxGateway;

/** A patient pays an acne subscription in the sandbox, as the checkout page would. */
export async function paidPrescriptionCheckout(app: FastifyInstance, patient: Identity) {
  const id = await insertPrescriptionRequest(app.db, {
    ownerUserId: patient.user!.id,
    category: 'ACNE',
    medicationId: MEDICATION.ACNE,
    usState: HERE,
    zipcode: '07030',
    paidDaysAgo: null,
  });
  await answerUploads(app, patient, id, 'ACNE');
  const res = await api(app, {
    method: 'POST',
    url: '/api/prescription/checkout',
    session: patient.session,
    payload: { patientQuestionnaireId: id },
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  const { sessionId } = res.json().result as { sessionId: string };
  const outcome = await gatewayOf(app).pay(sessionId, {
    ...CARD,
    line1: '200 Hudson Street',
    city: 'Hoboken',
    state: 'NJ',
    postalCode: '07030',
  });
  if (outcome.kind !== 'paid') throw new Error(`payment: ${JSON.stringify(outcome)}`);
  const session = (await gatewayOf(app).retrieveCheckoutSession(sessionId))!;
  return { sessionId, subscriptionId: session.subscriptionId! };
}

export async function paidMembershipCheckout(app: FastifyInstance, host: Identity) {
  const res = await api(app, {
    method: 'POST',
    url: '/api/card-payment/membership',
    session: host.session,
    payload: { organizationId: host.organizationId },
  });
  if (res.statusCode !== 200) throw new Error(`membership: ${res.body}`);
  const { sessionId } = res.json().result as { sessionId: string };
  const outcome = await gatewayOf(app).pay(sessionId, { ...CARD, name: 'Helen Host' });
  if (outcome.kind !== 'paid') throw new Error(`membership payment: ${outcome.kind}`);
  return { sessionId };
}
