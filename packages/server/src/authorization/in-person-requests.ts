import { visitSlots } from '@carespace/domain';
import { insertPrescriptionRequest } from '../db/seed/seed-pharmacy-review.ts';
import { newId } from '../lib/ids.ts';
import { createUser, grantLicenses } from '../test/api.ts';
import { otherPatient, type World } from '../test/identities.ts';
import type { CallContext, RouteRequests } from './request-helpers.ts';

/**
 * Valid requests of the in-person visit routes for the authorization matrix. Each call gets fresh objects (a
 * referral, an opted-in clinician nearby, a visit request), so one cell never uses up what another needs.
 */

const HOURS = { days: [0, 1, 2, 3, 4, 5, 6], fromHour: 9, toHour: 17 };

/** A referred acne request of a patient, shipping to Hoboken (NJ). */
async function referralOf(world: World, ownerUserId: string): Promise<string> {
  const id = await insertPrescriptionRequest(world.db, {
    ownerUserId,
    category: 'ACNE',
    medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
    usState: 'NJ',
    zipcode: '07030',
    paidDaysAgo: 2,
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' },
  });
  await world.db
    .updateTable('patient_questionnaire')
    .set({ referred_on: new Date(), referral_note: 'Please be seen in person.' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The caller's own referral for "own" (patients), else patient A's (patient B's for patient A). */
const referralFor = (c: CallContext) =>
  referralOf(c.world, c.case === 'own' ? c.who.user!.id : c.world.who[otherPatient(c.name)].user!.id);

/** A practice in Hoboken, placed on the map. */
async function hobokenPractice(world: World): Promise<string> {
  const id = newId();
  await world.db
    .insertInto('organization')
    .values({
      id,
      name: `Matrix Practice ${id.slice(0, 6)}`,
      email: null,
      phone: '2015550142',
      website: null,
      fax: null,
      ein: null,
      address_line_one: '1 River Street',
      address_line_two: null,
      city: 'Hoboken',
      us_state: 'NJ',
      zipcode: '07030',
      owner_user_id: null,
      latitude: 40.7445,
      longitude: -74.0329,
    })
    .execute();
  return id;
}

/** A clinician licensed in New Jersey who sees referred acne patients at a Hoboken practice. */
async function optedInClinician(world: World): Promise<string> {
  const organizationId = await hobokenPractice(world);
  const user = await createUser(world.db, { providerRole: 'STAN' });
  await world.db
    .updateTable('app_user')
    .set({ organization_id: organizationId })
    .where('id', '=', user.id)
    .execute();
  await grantLicenses(world.db, user.id, ['NJ']);
  await world.db
    .insertInto('in_person_offer')
    .values({
      user_id: user.id,
      organization_id: organizationId,
      enabled: true,
      categories: ['ACNE'],
      days: HOURS.days,
      from_hour: HOURS.fromHour,
      to_hour: HOURS.toHour,
    })
    .execute();
  return user.id;
}

/**
 * A visit request waiting for an answer, with the answers shared: sent to the caller for "own" (providers), else
 * to a clinician outside the matrix.
 */
async function visitFor(c: CallContext): Promise<{ id: string; time: string }> {
  const patient = c.world.who.patientA.user!.id;
  const referral = await referralOf(c.world, patient);
  const clinician = c.case === 'own' ? c.who.user!.id : await optedInClinician(c.world);
  const time = visitSlots(HOURS, new Date())[0]!;
  const id = newId();
  await c.world.db
    .insertInto('visit_request')
    .values({
      id,
      patient_questionnaire_id: referral,
      patient_user_id: patient,
      clinician_user_id: clinician,
      organization_id: c.who.organizationId ?? (await hobokenPractice(c.world)),
      proposed_times: JSON.stringify([time, visitSlots(HOURS, new Date())[1]]),
      share_answers: true,
      consent_on: new Date(),
    })
    .execute();
  return { id, time };
}

export const IN_PERSON_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/in-person/offer': { valid: () => ({ url: '/api/in-person/offer' }) },
  'PUT /api/in-person/offer': {
    valid: () => ({ url: '/api/in-person/offer', payload: { enabled: false, categories: [], days: [] } }),
  },
  'GET /api/in-person/referrals/:id': {
    valid: async (c) => ({ url: `/api/in-person/referrals/${await referralFor(c)}` }),
  },
  'POST /api/in-person/visit-requests': {
    valid: async (c) => ({
      url: '/api/in-person/visit-requests',
      payload: {
        patientQuestionnaireId: await referralFor(c),
        clinicianUserId: await optedInClinician(c.world),
        times: visitSlots(HOURS, new Date()).slice(0, 2),
        shareAnswers: true,
      },
    }),
  },
  'GET /api/in-person/visit-requests': { valid: () => ({ url: '/api/in-person/visit-requests' }) },
  'GET /api/admin/in-person/visit-requests': {
    valid: () => ({ url: '/api/admin/in-person/visit-requests' }),
  },
  'GET /api/in-person/visit-requests/:id/answers': {
    valid: async (c) => ({ url: `/api/in-person/visit-requests/${(await visitFor(c)).id}/answers` }),
  },
  'POST /api/in-person/visit-requests/:id/accept': {
    valid: async (c) => {
      const visit = await visitFor(c);
      return { url: `/api/in-person/visit-requests/${visit.id}/accept`, payload: { time: visit.time } };
    },
  },
  'POST /api/in-person/visit-requests/:id/decline': {
    valid: async (c) => ({
      url: `/api/in-person/visit-requests/${(await visitFor(c)).id}/decline`,
      payload: { reason: 'I am fully booked that week.' },
    }),
  },
};
