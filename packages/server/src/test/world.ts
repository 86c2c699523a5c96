import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids.ts';
import { api, createUser } from './api.ts';
import { approvedChat } from './chat-fixtures.ts';
import { listConsultRoom } from './marketplace-fixtures.ts';
import {
  hostLogo,
  identity,
  linkFile,
  paidMembershipCheckout,
  paidPrescriptionCheckout,
  pharmacyRequest,
  readyDraft,
  signed,
  uploadAs,
} from './world-steps.ts';
import {
  ELSEWHERE,
  grantLicence,
  HERE,
  type Identity,
  type IdentityName,
  type World,
} from './world-types.ts';

/**
 * The ten callers of the authorization matrix, and the objects its routes act on, built once per database.
 * Everything here goes through the API where that is quick (so the objects are what users make), and straight into
 * the database where the API would need a payment provider or many steps (paid and approved requests).
 */

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
