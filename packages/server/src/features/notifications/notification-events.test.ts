import { NOTIFICATION_TYPE, type NotificationType, visitSlots } from '@carespace/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPrescriptionRequest } from '../../db/seed/seed-pharmacy-review.ts';
import { api, createUser, grantLicenses, sessionFor } from '../../test/api.ts';
import {
  listConsultRoom,
  listingPayload,
  type SignedProvider,
  signedProvider,
} from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Which notification type each marketplace event goes out under, proven through the preferences themselves: with
 * only that type switched on the person hears of the event by email and text, and with only that type switched off
 * they hear nothing of it at all (no other type carries it either). Every event is caused through the API, as the
 * product causes it.
 */
const t = useTestApp();

const HOST_PHONE = '2015550701';
const SEEKER_PHONE = '2015550702';

let host: SignedProvider;
let seeker: SignedProvider;
let rooms = 0;

const ALL_TYPES = Object.keys(NOTIFICATION_TYPE) as NotificationType[];

async function choose(who: SignedProvider, on: (type: NotificationType) => boolean) {
  const res = await api(t.app, {
    method: 'PUT',
    url: `/api/notification/${who.organizationId}`,
    session: who.session,
    payload: {
      settings: ALL_TYPES.map((type) => ({ type, method: on(type) ? ['EMAL', 'PHNE'] : [] })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function received(who: SignedProvider, phone: string) {
  await t.app.outbound.settled();
  const [mail, sms] = await Promise.all([
    t.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', who.email).execute(),
    t.app.db.selectFrom('sms_outbox').select('id').where('to_phone', '=', phone).execute(),
  ]);
  return { mail: mail.length, sms: sms.length };
}

async function ok<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

const newRoom = () => listConsultRoom(t.app, host, `Consult room ${++rooms}`);

const editRoom = (propertyId: string, overrides: Record<string, unknown>) =>
  ok(
    api(t.app, {
      method: 'PUT',
      url: `/api/properties/${propertyId}`,
      session: host.session,
      payload: listingPayload(`Consult room ${propertyId}`, overrides),
    }),
  );

const apply = (propertyId: string) =>
  ok<{ id: string }>(
    api(t.app, {
      method: 'POST',
      url: '/api/propertyIntroduction',
      session: seeker.session,
      payload: { propertyId, messageToHost: 'Two mornings a week would suit us.', howSoon: 'MNTH' },
    }),
  );

const answer = (decision: 'true' | 'false', id: string, payload: object = {}) =>
  ok<string | null>(
    api(t.app, {
      method: 'POST',
      url: `/api/propertyIntroduction/${decision}/${id}`,
      session: host.session,
      payload,
    }),
  );

interface Row {
  type: NotificationType;
  event: string;
  /** Who is told; the other side's preferences never matter here. */
  to: () => [SignedProvider, string];
  /** Sets the scene (its own messages are sent before counting starts) and answers the action that is the event. */
  prepare: () => Promise<() => Promise<unknown>>;
}

const toHost = (): [SignedProvider, string] => [host, HOST_PHONE];

const VISIT_HOURS = { days: [0, 1, 2, 3, 4, 5, 6], fromHour: 9, toHour: 17 };
let seesReferredPatients = false;

/** The host sees referred acne patients at the Hoboken practice; a new patient's referral asks them for a visit. */
async function visitRequestToHost() {
  if (!seesReferredPatients) {
    seesReferredPatients = true;
    await t.app.db
      .updateTable('organization')
      .set({ address_line_one: '1 River Street', zipcode: '07030', latitude: 40.7445, longitude: -74.0329 })
      .where('id', '=', host.organizationId)
      .execute();
    await grantLicenses(t.app.db, host.id, ['NJ']);
    await t.app.db
      .insertInto('in_person_offer')
      .values({
        user_id: host.id,
        organization_id: host.organizationId,
        enabled: true,
        categories: ['ACNE'],
        days: VISIT_HOURS.days,
        from_hour: VISIT_HOURS.fromHour,
        to_hour: VISIT_HOURS.toHour,
      })
      .execute();
  }
  const patient = await createUser(t.app.db, { isPatient: true });
  const session = await sessionFor(t.app.db, patient.id);
  const referral = await insertPrescriptionRequest(t.app.db, {
    ownerUserId: patient.id,
    category: 'ACNE',
    medicationId: 'rxm_tretinoin_cream_0_05pct_20g',
    usState: 'NJ',
    zipcode: '07030',
    paidDaysAgo: 2,
    shipping: { line1: '200 Hudson Street', city: 'Hoboken', postalCode: '07030' },
  });
  await t.app.db
    .updateTable('patient_questionnaire')
    .set({ referred_on: new Date(), referral_note: 'Please be seen in person.' })
    .where('id', '=', referral)
    .execute();
  return () =>
    ok(
      api(t.app, {
        method: 'POST',
        url: '/api/in-person/visit-requests',
        session,
        payload: {
          patientQuestionnaireId: referral,
          clinicianUserId: host.id,
          times: visitSlots(VISIT_HOURS, new Date()).slice(0, 2),
          shareAnswers: false,
        },
      }),
    );
}
const toSeeker = (): [SignedProvider, string] => [seeker, SEEKER_PHONE];

const table: Row[] = [
  {
    type: 'IPVR',
    event: 'a referred patient asks the host for an in-person visit',
    to: toHost,
    prepare: visitRequestToHost,
  },
  {
    type: 'NPIN',
    event: 'a provider applies to one of the host’s listings',
    to: toHost,
    prepare: async () => {
      const propertyId = await newRoom();
      return () => apply(propertyId);
    },
  },
  {
    type: 'INTA',
    event: 'the host approves the application',
    to: toSeeker,
    prepare: async () => {
      const { id } = await apply(await newRoom());
      return () => answer('true', id);
    },
  },
  {
    type: 'INTD',
    event: 'the host declines the application',
    to: toSeeker,
    prepare: async () => {
      const { id } = await apply(await newRoom());
      return () => answer('false', id, { introductionRejectionReason: 'AVBY' });
    },
  },
  {
    type: 'CHAT',
    event: 'the other side writes in the property chat',
    to: toHost,
    prepare: async () => {
      const { id } = await apply(await newRoom());
      const chatId = await answer('true', id);
      return () =>
        ok(
          api(t.app, {
            method: 'POST',
            url: `/api/propertyChat/${chatId}/messages`,
            session: seeker.session,
            payload: { clientMessageId: `client-${chatId}`, body: 'Is Tuesday morning free?' },
          }),
        );
    },
  },
  {
    type: 'NPMH',
    event: 'a host lists a space that matches the practice',
    to: toSeeker,
    prepare: async () => () => newRoom(),
  },
  {
    type: 'MPUP',
    event: 'the host updates a matched space (not its rate)',
    to: toSeeker,
    prepare: async () => {
      const propertyId = await newRoom();
      return () =>
        editRoom(propertyId, { description: 'Now with a second exam table and a sink, free every morning.' });
    },
  },
  {
    type: 'UDRT',
    event: 'the host changes the rate of a matched space',
    to: toSeeker,
    prepare: async () => {
      const propertyId = await newRoom();
      // The same listing as listConsultRoom made, under the title editRoom gives it: only the rate then differs.
      await editRoom(propertyId, {});
      return () => editRoom(propertyId, { rate: 45_00 });
    },
  },
];

beforeAll(async () => {
  host = await signedProvider(t.app, 'Hudson Family Practice', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  for (const [who, phone] of [
    [host, HOST_PHONE],
    [seeker, SEEKER_PHONE],
  ] as const) {
    await t.app.db
      .updateTable('app_user')
      .set({ phone, is_phone_verified: true })
      .where('id', '=', who.id)
      .execute();
  }
  // Licensed in New Jersey, so the seeker's practice matches the host's Hoboken rooms.
  await t.app.db
    .insertInto('provider_licensed_state')
    .values({ user_id: seeker.id, us_state: 'NJ' })
    .execute();
});

describe('each marketplace event goes out under its own notification type', () => {
  it('covers every notification type', () => {
    expect(table.map((row) => row.type).sort()).toEqual([...ALL_TYPES].sort());
  });

  it.each(table)('$type: $event', async ({ type, to, prepare }) => {
    const [recipient, phone] = to();
    const another = table.find((row) => row.type !== type && row.to()[0] === recipient)!;

    // Only this type on: an email and a text.
    await choose(recipient, (each) => each === type);
    let act = await prepare();
    let before = await received(recipient, phone);
    await act();
    expect(await received(recipient, phone)).toEqual({ mail: before.mail + 1, sms: before.sms + 1 });

    // Every type on but this one: nothing of this event at all, while another event still arrives.
    await choose(recipient, (each) => each !== type);
    act = await prepare();
    before = await received(recipient, phone);
    await act();
    expect(await received(recipient, phone)).toEqual(before);
    const other = await another.prepare();
    before = await received(recipient, phone);
    await other();
    expect(await received(recipient, phone)).toEqual({ mail: before.mail + 1, sms: before.sms + 1 });
  });
});
