import { createHash } from 'node:crypto';
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
import { newId } from '../lib/ids.ts';
import { api, createUser, grantLicenses, sessionFor, type TestUser } from './api.ts';
import { approvedChat } from './chat-fixtures.ts';
import { listConsultRoom } from './marketplace-fixtures.ts';

/**
 * The ten callers of the authorization matrix, and the objects its routes act on, built once per database.
 * Everything here goes through the API where that is quick (so the objects are what users make), and straight into
 * the database where the API would need a payment provider or many steps (paid and approved requests).
 */

export const IDENTITY_NAMES = [
  'anonymous',
  'patientA',
  'patientB',
  'seeker',
  'host',
  'otherHost',
  'pharmacist',
  'proElsewhere',
  'proHere',
  'admin',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

export interface Identity {
  name: IdentityName;
  /** Null for the anonymous visitor. */
  user: TestUser | null;
  session: string | undefined;
  organizationId: string | null;
  /** The anonymous visitor's questionnaire draft cookie (cs_qd): how a draft belongs to a visitor before sign-up. */
  draftCookie?: string;
}

/** The state where patient A lives and where "pro licensed here" reviews. */
export const HERE = 'NJ';
const ELSEWHERE = 'CA';

/**
 * How a provider comes to be licensed in a state, for reviewing prescriptions there: a license an admin verified
 * and that has not expired. The one place the matrix grants it.
 */
export async function grantLicence(db: Kysely<DB>, userId: string, usState: string): Promise<void> {
  await grantLicenses(db, userId, [usState]);
}

export const MEDICATION = {
  EDYS: 'rxm_tadalafil_5mg_30',
  SCCM: 'rxm_flibanserin_100mg_30',
  PREP: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
  ACNE: 'rxm_tretinoin_cream_0_05pct_20g',
} as const;

export const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Pat Ient' };

export interface PharmacyRequest {
  id: string;
  orderId: string;
  checkoutSessionId: string;
}

export interface World {
  app: FastifyInstance;
  db: Kysely<DB>;
  who: Record<IdentityName, Identity>;
  /**
   * The visitor's and each patient's unpaid questionnaire (erectile dysfunction): every step answered eligibly, the
   * ID photo uploaded, a medication chosen, so it is ready for checkout.
   */
  drafts: Partial<Record<IdentityName, string>>;
  /** Patient A's request (female libido) in New Jersey: paid, waiting for a reviewer. Its ID upload is linked. */
  pending: PharmacyRequest & { idUpload: FileRecord };
  /** Patient A's request (PrEP) in New Jersey: approved by pro licensed here, with the prescription attached. */
  approved: PharmacyRequest & { prescription: FileRecord };
  /** Each patient's acne subscription, paid through the payment sandbox: a real checkout session and subscription. */
  rxCheckouts: Record<'patientA' | 'patientB', { sessionId: string; subscriptionId: string }>;
  /** The host's membership, paid through the payment sandbox. */
  membershipCheckout: { sessionId: string };
  /** A listed property of each organization's provider (seeker, host, otherHost). */
  properties: Partial<Record<IdentityName, string>>;
  /** A draft (unlisted) property of the host. */
  hostDraftProperty: string;
  /** A photo of the host's listing (public folder). */
  propertyPhoto: FileRecord;
  /** The host's practice logo, set through the picture call (public folder). */
  logo: FileRecord;
  /** The scan of the license "pro licensed here" submitted (private folder: its owner and admins only). */
  licenseDocument: FileRecord;
  /** host ↔ seeker (the seeker's application approved), and otherHost ↔ a practice outside the matrix. */
  chats: { hostSeeker: string; otherHostGuest: string };
}

async function identity(
  app: FastifyInstance,
  name: IdentityName,
  options: Parameters<typeof createUser>[1],
): Promise<Identity> {
  const user = await createUser(app.db, options);
  return { name, user, session: await sessionFor(app.db, user.id), organizationId: user.organizationId };
}

async function uploadAs(app: FastifyInstance, who: Identity, folder: string, name = 'scan.png') {
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

async function linkFile(db: Kysely<DB>, questionnaireId: string, fileId: string) {
  await db
    .insertInto('patient_questionnaire_file')
    .values({ patient_questionnaire_id: questionnaireId, file_id: fileId })
    .execute();
}

async function pharmacyRequest(
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
async function readyDraft(app: FastifyInstance, who: Identity): Promise<string> {
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

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const db = app.db;
  const anonymous: Identity = { name: 'anonymous', user: null, session: undefined, organizationId: null };
  const who: Record<IdentityName, Identity> = {
    anonymous,
    patientA: await identity(app, 'patientA', { isPatient: true }),
    patientB: await identity(app, 'patientB', { isPatient: true }),
    seeker: await identity(app, 'seeker', { providerRole: 'STAN', organizationName: 'Reyes Counseling' }),
    host: await identity(app, 'host', {
      providerRole: 'STAN',
      organizationName: 'Riverside Family Practice',
    }),
    otherHost: await identity(app, 'otherHost', {
      providerRole: 'STAN',
      organizationName: 'Harbor Street Dental',
    }),
    // Like the demo accounts: the pharmacist, the reviewers and the admin belong to no practice.
    pharmacist: await identity(app, 'pharmacist', { providerRole: 'PHAR' }),
    proElsewhere: await identity(app, 'proElsewhere', { providerRole: 'HPRO' }),
    proHere: await identity(app, 'proHere', { providerRole: 'HPRO' }),
    admin: await identity(app, 'admin', { healcoAdmin: true }),
  };
  await grantLicence(db, who.proHere.user!.id, HERE);
  await grantLicence(db, who.proElsewhere.user!.id, ELSEWHERE);

  const drafts: World['drafts'] = {};
  for (const name of ['anonymous', 'patientA', 'patientB'] as const)
    drafts[name] = await readyDraft(app, who[name]);

  const pendingRequest = await pharmacyRequest(db, who.patientA, 'SCCM');
  const idUpload = await uploadAs(app, who.patientA, 'patientQuestionnaires', 'photo-id.png');
  await linkFile(db, pendingRequest.id, idUpload.id);
  const approvedRequest = await pharmacyRequest(db, who.patientA, 'PREP', {
    reviewerUserId: who.proHere.user!.id,
  });
  const prescription = await uploadAs(app, who.proHere, 'patientPrescriptions', 'prescription.png');
  await linkFile(db, approvedRequest.id, prescription.id);

  const rxCheckouts = {
    patientA: await paidPrescriptionCheckout(app, who.patientA),
    patientB: await paidPrescriptionCheckout(app, who.patientB),
  };
  const membershipCheckout = await paidMembershipCheckout(app, who.host);

  const properties: World['properties'] = {};
  for (const name of ['seeker', 'host', 'otherHost'] as const) {
    properties[name] = await listConsultRoom(app, signed(who[name]), `Consult room of ${name}`);
  }
  const propertyPhoto = await uploadAs(app, who.host, 'properties', 'front-room.png');
  await db
    .updateTable('property')
    .set({ photo_ids: [propertyPhoto.id] })
    .where('id', '=', properties.host!)
    .execute();
  const hostDraftProperty = await listConsultRoom(app, signed(who.host), 'Unfinished consult room');
  await db.updateTable('property').set({ status: 'DRFT' }).where('id', '=', hostDraftProperty).execute();
  const logo = await hostLogo(app, who.host);
  const licenseDocument = await uploadAs(app, who.proHere, 'providerLicenses', 'license.png');

  const guest = await createUser(db, { providerRole: 'STAN', organizationName: 'Westside Acupuncture' });
  const chats = {
    hostSeeker: await approvedChat(db, signed(who.host), signed(who.seeker)),
    otherHostGuest: await approvedChat(db, signed(who.otherHost), {
      id: guest.id,
      organizationId: guest.organizationId!,
    }),
  };

  // Each conversation has a first message, so a read marker has a message to point at.
  for (const [chatId, member] of [
    [chats.hostSeeker, who.host],
    [chats.otherHostGuest, who.otherHost],
  ] as const) {
    const sent = await api(app, {
      method: 'POST',
      url: `/api/propertyChat/${chatId}/messages`,
      session: member.session,
      payload: {
        clientMessageId: `world-${newId()}`,
        body: 'Welcome: the room is yours on weekday mornings.',
      },
    });
    if (sent.statusCode !== 200) throw new Error(`first chat message: ${sent.body}`);
  }

  return {
    app,
    db,
    who,
    drafts,
    pending: { ...pendingRequest, idUpload },
    approved: { ...approvedRequest, prescription },
    rxCheckouts,
    membershipCheckout,
    properties,
    hostDraftProperty,
    propertyPhoto,
    logo,
    licenseDocument,
    chats,
  };
}

function signed(who: Identity) {
  return { ...who.user!, session: who.session!, organizationId: who.organizationId! };
}

async function hostLogo(app: FastifyInstance, host: Identity): Promise<FileRecord> {
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
async function answerUploads(app: FastifyInstance, patient: Identity, id: string, category: string) {
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

const gatewayOf = (app: FastifyInstance) => app.ports.payments as SandboxGateway;

/** A patient pays an acne subscription in the sandbox, as the checkout page would. */
async function paidPrescriptionCheckout(app: FastifyInstance, patient: Identity) {
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

async function paidMembershipCheckout(app: FastifyInstance, host: Identity) {
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

// ---- whose object is "own" and whose is "other" ----

/** Another patient's: patient B's for patient A, patient A's for everyone else. */
export const otherPatient = (name: IdentityName): IdentityName =>
  name === 'patientA' ? 'patientB' : 'patientA';
/** Another practice's: otherHost's for the host, the host's for everyone else. */
export const otherHost = (name: IdentityName): IdentityName => (name === 'host' ? 'otherHost' : 'host');

// ---- objects a call uses up (deleted, decided, applied to): a new one for each call ----

export const fresh = {
  /** A request of patient A waiting for review (a decision can be made only once). */
  async pendingRequest(world: World): Promise<string> {
    return (await pharmacyRequest(world.db, world.who.patientA, 'SCCM')).id;
  },

  /** A listed property of the given organization (an application can be sent only once per practice). */
  async property(world: World, owner: IdentityName): Promise<string> {
    return listConsultRoom(world.app, signed(world.who[owner]), `Fresh consult room of ${owner}`);
  },

  /** An application from a practice outside the matrix to a new listing of the given organization. */
  async application(world: World, hostName: IdentityName): Promise<string> {
    const property = await fresh.property(world, hostName);
    const applicant = await createUser(world.db, {
      providerRole: 'STAN',
      organizationName: 'Applicant Practice',
    });
    const id = newId();
    await world.db
      .insertInto('property_introduction')
      .values({
        id,
        property_id: property,
        host_organization_id: world.who[hostName].organizationId!,
        organization_id: applicant.organizationId!,
        applicant_user_id: applicant.id,
        message_to_host: 'Two mornings a week, please.',
        how_soon: 'NOWX',
      })
      .execute();
    return id;
  },

  /** A stored public file of the given user (the row and its bytes), to be deleted. */
  async file(world: World, ownerName: IdentityName): Promise<string> {
    const id = newId();
    const fileName = `${id}.png`;
    const bytes = png();
    await world.app.ports.files.put('properties', fileName, bytes);
    await world.db
      .insertInto('stored_file')
      .values({
        id,
        folder: 'properties',
        file_name: fileName,
        original_name: 'spare.png',
        mime_type: 'image/png',
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        owner_user_id: world.who[ownerName].user!.id,
      })
      .execute();
    return fileName;
  },

  /** A new anonymous draft and the cookie that opens it (signing up claims the draft). */
  async visitorDraft(world: World): Promise<{ id: string; cookie: string }> {
    const res = await startQuestionnaire(world.app, {}, 'EDYS');
    if (res.statusCode !== 200) throw new Error(`visitor draft: ${res.body}`);
    return { id: res.json().result.patientQuestionnaireId, cookie: draftCookieOf(res)! };
  },

  /** A patient with a new sandbox subscription, and the portal token that manages it. */
  async portalToken(world: World): Promise<{ token: string; subscriptionId: string }> {
    const gateway = gatewayOf(world.app);
    const session = await gateway.createCheckoutSession({
      customerEmail: `portal.${newId(6).toLowerCase()}@example.test`,
      priceId: 'price_sandbox_membership',
      mode: 'subscription',
      successUrl: 'http://localhost:3000/rx',
      cancelUrl: 'http://localhost:3000/rx',
      collectShippingAddress: false,
      // No feature acts on this purpose: the sandbox subscription exists only for the portal page.
      metadata: { purpose: 'membership' },
    });
    await gateway.pay(session.id, CARD);
    const paid = (await gateway.retrieveCheckoutSession(session.id))!;
    const url = await gateway.createCustomerPortalUrl(paid.customerId!, 'http://localhost:3000/rx');
    if (!url) throw new Error('the sandbox did not know the customer it had just made');
    return { token: new URL(url).pathname.split('/').pop()!, subscriptionId: paid.subscriptionId! };
  },

  /** An unpaid sandbox checkout session, for the hosted checkout page. */
  async checkoutSession(world: World): Promise<string> {
    const session = await gatewayOf(world.app).createCheckoutSession({
      customerEmail: `checkout.${newId(6).toLowerCase()}@example.test`,
      priceId: 'price_sandbox_membership',
      mode: 'subscription',
      successUrl: 'http://localhost:3000/rx',
      cancelUrl: 'http://localhost:3000/rx',
      collectShippingAddress: false,
      metadata: { purpose: 'membership' },
    });
    return session.id;
  },

  /** An account nobody else uses (the admin changes its status). */
  async user(world: World): Promise<string> {
    return (await createUser(world.db, { isPatient: true })).id;
  },
};
