import { createHash } from 'node:crypto';
import {
  draftCookieOf,
  png,
  startQuestionnaire,
} from '../features/questionnaires/questionnaire-test-support.ts';
import { newId } from '../lib/ids.ts';
import { createUser } from './api.ts';
import { listConsultRoom } from './marketplace-fixtures.ts';
import { gatewayOf, pharmacyRequest, signed } from './world-steps.ts';
import { CARD, type IdentityName, type World } from './world-types.ts';

export { buildWorld } from './world.ts';
export {
  CARD,
  grantLicence,
  HERE,
  IDENTITY_NAMES,
  type Identity,
  type IdentityName,
  MEDICATION,
  otherHost,
  otherPatient,
  type PharmacyRequest,
  type World,
} from './world-types.ts';
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
