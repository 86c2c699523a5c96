import {
  type ClinicianVisitRequest,
  IN_PERSON,
  type InPersonOffer,
  type ReferralView,
  visitSlots,
} from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

interface Person {
  id: string;
  email: string;
  session: string;
  organizationId: string | null;
}

/** ZIP codes and their positions (the offline geo's), for practices near and far from Hoboken (07030). */
const PLACES = {
  hoboken: { zipcode: '07030', city: 'Hoboken', usState: 'NJ', lat: 40.7453, lng: -74.0279 },
  jerseyCity: { zipcode: '07302', city: 'Jersey City', usState: 'NJ', lat: 40.7216, lng: -74.0475 },
  newark: { zipcode: '07102', city: 'Newark', usState: 'NJ', lat: 40.7357, lng: -74.1724 },
  princeton: { zipcode: '08540', city: 'Princeton', usState: 'NJ', lat: 40.3573, lng: -74.6672 },
} as const;

async function clinician(
  name: string,
  place: (typeof PLACES)[keyof typeof PLACES],
  states: string[],
  options: { status?: 'VERI' | 'PEND'; expiresOn?: string } = {},
): Promise<Person> {
  const user = await createUser(t.database.db, { providerRole: 'STAN', organizationName: name });
  await t.database.db
    .updateTable('organization')
    .set({
      address_line_one: `1 ${name} Street`,
      city: place.city,
      us_state: place.usState,
      zipcode: place.zipcode,
      phone: '2015550199',
      latitude: place.lat,
      longitude: place.lng,
    })
    .where('id', '=', user.organizationId!)
    .execute();
  await grantLicenses(t.database.db, user.id, states, options);
  return { ...user, session: await sessionFor(t.database.db, user.id) };
}

async function person(options: Parameters<typeof createUser>[1]): Promise<Person> {
  const user = await createUser(t.database.db, options);
  return { ...user, session: await sessionFor(t.database.db, user.id) };
}

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  api(t.app, { method, url, session: who?.session, payload: payload as Record<string, unknown> });

const OFFER = { enabled: true, categories: ['ACNE'], days: [0, 1, 2, 3, 4, 5, 6], fromHour: 9, toHour: 17 };

async function optIn(who: Person, body: Record<string, unknown> = OFFER) {
  const res = await call(who, 'PUT', '/api/in-person/offer', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as InPersonOffer;
}

async function referral(owner: Person, usState = 'NJ', postalCode = '07030') {
  const id = await insertPrescriptionRequest(t.database.db, {
    ownerUserId: owner.id,
    category: 'ACNE',
    medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
    usState,
    zipcode: postalCode,
    paidDaysAgo: 2,
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode },
  });
  await t.database.db
    .updateTable('patient_questionnaire')
    .set({ referred_on: new Date(), referral_note: 'Please have this looked at in person.' })
    .where('id', '=', id)
    .execute();
  return id;
}

let patient: Person;
let otherPatient: Person;
let near: Person; // Hoboken, NJ licence, opted in
let nearer: Person; // Jersey City… ordered by distance below
let notOptedIn: Person;
let pendingLicence: Person;
let nyOnly: Person;
let otherCategory: Person;
let far: Person; // Princeton, ~40 miles away
let referralId: string;

beforeAll(async () => {
  patient = await person({ isPatient: true });
  otherPatient = await person({ isPatient: true });
  near = await clinician('Hoboken Care', PLACES.hoboken, ['NJ']);
  nearer = await clinician('Newark Care', PLACES.newark, ['NJ']);
  notOptedIn = await clinician('Quiet Care', PLACES.hoboken, ['NJ']);
  pendingLicence = await clinician('Pending Care', PLACES.jerseyCity, ['NJ'], { status: 'PEND' });
  nyOnly = await clinician('Manhattan Care', PLACES.jerseyCity, ['NY']);
  otherCategory = await clinician('Other Care', PLACES.jerseyCity, ['NJ']);
  far = await clinician('Princeton Care', PLACES.princeton, ['NJ']);
  for (const who of [near, nearer, nyOnly, far]) await optIn(who);
  await optIn(otherCategory, { ...OFFER, categories: ['MIGR'] });
  // The licence of pendingLicence is not verified: the offer cannot even be turned on.
  referralId = await referral(patient);
});

describe('the clinician offer (GET/PUT /api/in-person/offer)', () => {
  it('is off by default, needs a verified licence to turn on, and validates its fields', async () => {
    const before = await call(notOptedIn, 'GET', '/api/in-person/offer');
    expect(before.json().result).toMatchObject({ enabled: false, licensedStates: ['NJ'] });
    const refused = await call(pendingLicence, 'PUT', '/api/in-person/offer', OFFER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('IN_PERSON_LICENSE_REQUIRED');
    const noCategory = await call(notOptedIn, 'PUT', '/api/in-person/offer', { ...OFFER, categories: [] });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.body).toContain(IN_PERSON.categoriesRequired);
    const badHours = await call(notOptedIn, 'PUT', '/api/in-person/offer', {
      ...OFFER,
      fromHour: 17,
      toHour: 9,
    });
    expect(badHours.statusCode).toBe(400);
    expect((await call(notOptedIn, 'GET', '/api/in-person/offer')).json().result.enabled).toBe(false);
  });

  it('is for providers only', async () => {
    expect((await call(patient, 'GET', '/api/in-person/offer')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/in-person/offer')).statusCode).toBe(401);
  });
});

describe('the nearby clinicians of a referral (GET /api/in-person/referrals/:id)', () => {
  it('lists only opted-in clinicians licensed in the patient’s state, handling the treatment, within 25 miles, nearest first, without the street', async () => {
    const res = await call(patient, 'GET', `/api/in-person/referrals/${referralId}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().result as ReferralView;
    expect(view.referralNote).toBe('Please have this looked at in person.');
    expect(view.clinicians.map((c) => c.userId)).toEqual([near.id, nearer.id]);
    expect(view.clinicians[0]?.miles).toBeLessThan(view.clinicians[1]!.miles);
    expect(view.clinicians[1]?.miles).toBeLessThanOrEqual(25);
    expect(res.body).not.toContain('Street');
  });

  it('leaves out a clinician whose licence has expired, or who turned the offer off', async () => {
    await optIn(nearer, { ...OFFER, enabled: false });
    let view = (await call(patient, 'GET', `/api/in-person/referrals/${referralId}`)).json()
      .result as ReferralView;
    expect(view.clinicians.map((c) => c.userId)).toEqual([near.id]);
    await optIn(nearer);
    await t.database.db
      .updateTable('provider_license')
      .set({ expires_on: '2020-01-01' })
      .where('user_id', '=', nearer.id)
      .execute();
    view = (await call(patient, 'GET', `/api/in-person/referrals/${referralId}`)).json()
      .result as ReferralView;
    expect(view.clinicians.map((c) => c.userId)).toEqual([near.id]);
    await t.database.db
      .updateTable('provider_license')
      .set({ expires_on: '2099-01-01' })
      .where('user_id', '=', nearer.id)
      .execute();
  });

  it('is the patient’s own: another patient’s referral, or a request not referred, is not found', async () => {
    expect((await call(otherPatient, 'GET', `/api/in-person/referrals/${referralId}`)).statusCode).toBe(404);
    expect((await call(near, 'GET', `/api/in-person/referrals/${referralId}`)).statusCode).toBe(403);
  });
});

describe('visit requests', () => {
  const slotsOf = async () => {
    const view = (await call(patient, 'GET', `/api/in-person/referrals/${referralId}`)).json()
      .result as ReferralView;
    return visitSlots(view.clinicians[0]!.hours, new Date());
  };

  it('refuses another patient’s referral, times outside the hours, and a clinician not offered', async () => {
    const slots = await slotsOf();
    const body = {
      patientQuestionnaireId: referralId,
      clinicianUserId: near.id,
      times: slots.slice(0, 2),
      shareAnswers: true,
    };
    expect((await call(otherPatient, 'POST', '/api/in-person/visit-requests', body)).statusCode).toBe(404);
    const offHours = new Date(new Date(slots[0]!).getTime() - 3 * 3_600_000).toISOString();
    const outside = await call(patient, 'POST', '/api/in-person/visit-requests', {
      ...body,
      times: [slots[0], offHours],
    });
    expect(outside.statusCode).toBe(400);
    const oneTime = await call(patient, 'POST', '/api/in-person/visit-requests', {
      ...body,
      times: [slots[0]],
    });
    expect(oneTime.statusCode).toBe(400);
    expect(oneTime.body).toContain(IN_PERSON.timesCount);
    const notOffered = await call(patient, 'POST', '/api/in-person/visit-requests', {
      ...body,
      clinicianUserId: far.id,
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error.code).toBe('VISIT_CLINICIAN_UNAVAILABLE');
  });

  it('reaches only its clinician, who reads the shared answers (audited), accepts a time, and the patient gets the address and a calendar file', async () => {
    const slots = await slotsOf();
    const created = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: referralId,
      clinicianUserId: near.id,
      times: [slots[1], slots[0]],
      shareAnswers: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const visit = created.json().result;
    expect(visit.address).toBeNull();
    const consent = await t.database.db
      .selectFrom('audit_event')
      .select('details')
      .where('event_code', '=', 'IPVR')
      .where('entity_id', '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(consent.details)).toContain('"consentToShareAnswers":true');

    // A second open request for the same referral waits for this one's answer.
    const second = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: referralId,
      clinicianUserId: nearer.id,
      times: slots.slice(0, 2),
      shareAnswers: false,
    });
    expect(second.statusCode).toBe(409);

    // The clinician is told by email (their default), and lists it; nobody else does.
    const told = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', near.email)
      .execute();
    expect(told.map((m) => m.subject)).toContain('A patient asked you for an in-person visit');
    const list = (await call(near, 'GET', '/api/in-person/visit-requests')).json()
      .result as ClinicianVisitRequest[];
    expect(list.map((v) => v.id)).toEqual([visit.id]);
    expect((await call(nearer, 'GET', '/api/in-person/visit-requests')).json().result).toEqual([]);

    // The answers: for its clinician only, one audit row per read.
    expect((await call(nearer, 'GET', `/api/in-person/visit-requests/${visit.id}/answers`)).statusCode).toBe(
      404,
    );
    for (let read = 0; read < 2; read += 1) {
      const answers = await call(near, 'GET', `/api/in-person/visit-requests/${visit.id}/answers`);
      expect(answers.statusCode).toBe(200);
      expect(answers.json().result.length).toBeGreaterThan(0);
    }
    const reads = await t.database.db
      .selectFrom('audit_event')
      .select('id')
      .where('event_code', '=', 'RCVW')
      .where('entity_type', '=', 'visit_request')
      .where('entity_id', '=', visit.id)
      .where('user_id', '=', near.id)
      .execute();
    expect(reads).toHaveLength(2);

    // Someone else cannot answer it; a time not proposed is refused.
    const stranger = await call(nearer, 'POST', `/api/in-person/visit-requests/${visit.id}/accept`, {
      time: slots[0],
    });
    expect(stranger.statusCode).toBe(404);
    const otherTime = await call(near, 'POST', `/api/in-person/visit-requests/${visit.id}/accept`, {
      time: slots[5],
    });
    expect(otherTime.statusCode).toBe(400);
    const accepted = await call(near, 'POST', `/api/in-person/visit-requests/${visit.id}/accept`, {
      time: slots[0],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await call(near, 'POST', `/api/in-person/visit-requests/${visit.id}/decline`, {
      reason: 'No.',
    });
    expect(again.statusCode).toBe(409);

    const view = (await call(patient, 'GET', `/api/in-person/referrals/${referralId}`)).json()
      .result as ReferralView;
    expect(view.requests[0]).toMatchObject({
      status: 'ACPT',
      acceptedTime: new Date(slots[0]!).toISOString(),
      address: { line1: '1 Hoboken Care Street', phone: '2015550199' },
    });
    const mail = await api(t.app, {
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(patient.email)}`,
    });
    const confirmed = mail
      .json()
      .result.mail.find((m: { subject: string }) => m.subject.includes('is confirmed'));
    expect(confirmed.attachments[0].filename).toBe('carespace-visit.ics');
    expect(confirmed.attachments[0].content).toContain('BEGIN:VEVENT');
    expect(confirmed.attachments[0].content).toContain('1 Hoboken Care Street');
  });

  it('keeps the answers from the clinician when the patient did not consent (404), and lets the patient ask the next clinician after a decline', async () => {
    const id = await referral(patient);
    const view = (await call(patient, 'GET', `/api/in-person/referrals/${id}`)).json().result as ReferralView;
    const slots = visitSlots(view.clinicians[0]!.hours, new Date());
    const created = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: id,
      clinicianUserId: near.id,
      times: slots.slice(0, 3),
      shareAnswers: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    const visitId = created.json().result.id as string;
    expect((await call(near, 'GET', `/api/in-person/visit-requests/${visitId}/answers`)).statusCode).toBe(
      404,
    );
    const declined = await call(near, 'POST', `/api/in-person/visit-requests/${visitId}/decline`, {
      reason: 'I am away that week.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const next = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: id,
      clinicianUserId: nearer.id,
      times: slots.slice(0, 2),
      shareAnswers: false,
    });
    expect(next.statusCode, next.body).toBe(200);
    // While that one waits, no other request can be sent; once it is declined too, the first clinician, who
    // declined already, cannot be asked again.
    const twice = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: id,
      clinicianUserId: near.id,
      times: slots.slice(0, 2),
      shareAnswers: false,
    });
    expect(twice.statusCode).toBe(409);
    const nextId = next.json().result.id as string;
    const declinedToo = await call(nearer, 'POST', `/api/in-person/visit-requests/${nextId}/decline`, {
      reason: 'Fully booked.',
    });
    expect(declinedToo.statusCode).toBe(200);
    const back = await call(patient, 'POST', '/api/in-person/visit-requests', {
      patientQuestionnaireId: id,
      clinicianUserId: near.id,
      times: slots.slice(0, 2),
      shareAnswers: false,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.code).toBe('VISIT_CLINICIAN_UNAVAILABLE');
  });
});

describe('the admin console (GET /api/admin/in-person/visit-requests, GET /api/admin/stats)', () => {
  it('lists the visit requests with their state and counts them on the dashboard; others are refused', async () => {
    const admin = await person({ healcoAdmin: true });
    const res = await call(admin, 'GET', '/api/admin/in-person/visit-requests');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result as Array<{ status: string; clinicianName: string }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((v) => v.status)).toEqual(expect.arrayContaining(['ACPT', 'DECL']));
    const stats = (await call(admin, 'GET', '/api/admin/stats')).json().result;
    expect(stats.visitRequestsWaiting).toBe(list.filter((v) => v.status === 'REQD').length);
    expect(stats.visitsAccepted).toBe(list.filter((v) => v.status === 'ACPT').length);
    expect(stats.inPersonReferrals).toBeGreaterThanOrEqual(2);
    const refused = await call(near, 'GET', '/api/admin/in-person/visit-requests');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });
});
