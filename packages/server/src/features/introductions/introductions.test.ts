import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATIONS } from '@carespace/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-introductions-test-')) });

type Signed = SignedProvider;

const provider = (name: string, plan?: string) => signedProvider(t.app, name, plan);
const listing = (host: Signed, title = 'Quiet consult room in Hoboken') =>
  listConsultRoom(t.app, host, title);

const apply = (who: Signed, propertyId: string, overrides: Record<string, unknown> = {}) =>
  api(t.app, {
    method: 'POST',
    url: '/api/propertyIntroduction',
    session: who.session,
    payload: {
      propertyId,
      organizationId: who.organizationId,
      messageToHost: 'I am a family physician looking for two mornings a week.',
      howSoon: 'MNTH',
      ...overrides,
    },
  });

const list = (who: Signed, organizationId: string, viewCondition = 'pending') =>
  api(t.app, {
    method: 'GET',
    url: `/api/propertyIntroduction/host/${organizationId}?viewCondition=${viewCondition}`,
    session: who.session,
  });

const answer = (who: Signed, decision: 'true' | 'false', id: string, payload: object = {}) =>
  api(t.app, {
    method: 'POST',
    url: `/api/propertyIntroduction/${decision}/${id}`,
    session: who.session,
    payload,
  });

const outbox = async (email: string) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();

let paidHost: Signed;
let freeHost: Signed;
let seeker: Signed;
let stranger: Signed;
let admin: Signed;

beforeAll(async () => {
  paidHost = await provider('Hudson Family Practice', 'LGCY');
  freeHost = await provider('Riverside Counseling', 'STRD');
  seeker = await provider('Palisade Pediatrics');
  stranger = await provider('Elsewhere Clinic');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  admin = { ...adminUser, organizationId: '', session: await sessionFor(t.app.db, adminUser.id) };
});

describe('applying to a property', () => {
  it('records one application per property, stamps the match and tells the host', async () => {
    const propertyId = await listing(paidHost);
    const res = await apply(seeker, propertyId);
    expect(res.statusCode, res.body).toBe(200);
    const match = await t.app.db
      .selectFrom('property_match')
      .selectAll()
      .where('organization_id', '=', seeker.organizationId)
      .where('property_id', '=', propertyId)
      .executeTakeFirstOrThrow();
    expect(match.sent_introduction_on).not.toBeNull();

    const again = await apply(seeker, propertyId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already applied to this space. The host will get back to you.',
    );

    const property = await api(t.app, {
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      session: seeker.session,
    });
    expect(property.json().result.sentIntroductionOn).not.toBeNull();
  });

  it('notifies the host organization of a new application (NPIN)', async () => {
    const propertyId = await listing(paidHost, 'Bright exam room');
    const before = await t.app.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await apply(seeker, propertyId)).statusCode).toBe(200);
    const after = await t.app.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('refuses bad input, an own property and an unknown one', async () => {
    const propertyId = await listing(paidHost, 'Corner office');
    const blank = await apply(seeker, propertyId, { messageToHost: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please write a short message to the host.');
    const noWhen = await apply(seeker, propertyId, { howSoon: 'SOON' });
    expect(noWhen.statusCode).toBe(400);
    expect(noWhen.json().error.message).toBe('Please tell the host how soon you need the space.');
    const own = await apply(paidHost, propertyId);
    expect(own.statusCode).toBe(400);
    expect((await apply(seeker, 'NoSuchProperty123')).statusCode).toBe(404);
    const count = await t.app.db
      .selectFrom('property_introduction')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('property_id', '=', propertyId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('the host’s applications', () => {
  it('shows contact details and the message only to those who may answer', async () => {
    const paidProperty = await listing(paidHost, 'Sunny therapy room');
    const freeProperty = await listing(freeHost, 'Riverside office');
    await apply(seeker, paidProperty);
    await apply(seeker, freeProperty);

    const paid = (await list(paidHost, paidHost.organizationId)).json().result;
    const shown = paid.find((a: { property_id: string }) => a.property_id === paidProperty);
    expect(shown.canRespond).toBe(true);
    expect(shown.applicantInfo.email).toBe(seeker.email);
    expect(shown.messageToHost).toContain('family physician');
    expect(shown.howSoon).toBe('Within a month');

    const free = await list(freeHost, freeHost.organizationId);
    expect(free.statusCode).toBe(200);
    const hidden = free.json().result[0];
    expect(hidden.canRespond).toBe(false);
    expect(hidden.applicantInfo).toMatchObject({ name: null, email: null, phone: null });
    expect(hidden.messageToHost).toBeNull();

    const byAdmin = (await list(admin, freeHost.organizationId)).json().result[0];
    expect(byAdmin.applicantInfo.email).toBe(seeker.email);
  });

  it('lists every application in short form for viewCondition=simple, not just the pending ones', async () => {
    const host = await provider('Simple View Dental', 'LGCY');
    const waiting = await listing(host, 'Simple view waiting room');
    const taken = await listing(host, 'Simple view taken room');
    const declined = await listing(host, 'Simple view declined room');
    const waitingId = (await apply(seeker, waiting)).json().result.id;
    const takenId = (await apply(seeker, taken)).json().result.id;
    const declinedId = (await apply(seeker, declined)).json().result.id;
    expect((await answer(host, 'true', takenId)).statusCode).toBe(200);
    expect(
      (await answer(host, 'false', declinedId, { introductionRejectionReason: 'TIME' })).statusCode,
    ).toBe(200);

    const pending = (await list(host, host.organizationId, 'pending')).json().result;
    expect(pending.map((a: { id: string }) => a.id)).toEqual([waitingId]);

    const res = await list(host, host.organizationId, 'simple');
    expect(res.statusCode, res.body).toBe(200);
    const simple = res.json().result as Array<Record<string, unknown>>;
    const states = Object.fromEntries(simple.map((a) => [a.id, a.state]));
    expect(states).toEqual({ [waitingId]: 'pending', [takenId]: 'approved', [declinedId]: 'rejected' });
    expect(simple.find((a) => a.id === waitingId)).toEqual({
      id: waitingId,
      organization_id: seeker.organizationId,
      property_id: waiting,
      title: 'Simple view waiting room',
      applicantInfo: { name: expect.any(String), organizationName: 'Palisade Pediatrics' },
      sentOn: expect.any(String),
      responded: false,
      state: 'pending',
      propertyChat_id: null,
    });

    // The same rules as the full view: a free host sees no name, another organization gets 404.
    const freeRoom = await listing(freeHost, 'Simple view free room');
    await apply(seeker, freeRoom);
    const free = (await list(freeHost, freeHost.organizationId, 'simple')).json().result;
    expect(
      free.find((a: { property_id: string }) => a.property_id === freeRoom).applicantInfo.name,
    ).toBeNull();
    expect((await list(stranger, host.organizationId, 'simple')).statusCode).toBe(404);
  });

  it('answers another organization’s list as not found', async () => {
    const res = await list(stranger, paidHost.organizationId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Page or object not found');
  });
});

describe('answering an application', () => {
  it('approves once, opens a chat and tells the applicant (INTA)', async () => {
    const propertyId = await listing(paidHost, 'Approval room');
    const id = (await apply(seeker, propertyId)).json().result.id;
    const res = await answer(paidHost, 'true', id);
    expect(res.statusCode, res.body).toBe(200);
    const chatId = res.json().result;
    expect(typeof chatId).toBe('string');
    const chat = await t.app.db
      .selectFrom('property_chat')
      .selectAll()
      .where('id', '=', chatId)
      .executeTakeFirstOrThrow();
    expect(chat.guest_organization_id).toBe(seeker.organizationId);

    const approved = (await list(paidHost, paidHost.organizationId, 'approved')).json().result;
    expect(approved.find((a: { id: string }) => a.id === id).propertyChat_id).toBe(chatId);
    const pending = (await list(paidHost, paidHost.organizationId, 'pending')).json().result;
    expect(pending.some((a: { id: string }) => a.id === id)).toBe(false);

    const property = (
      await api(t.app, { method: 'GET', url: `/api/properties/${propertyId}`, session: seeker.session })
    ).json().result;
    expect(property.propertyChat_id).toBe(chatId);

    const twice = await answer(paidHost, 'false', id, { introductionRejectionReason: 'TIME' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This application has already been answered.');
    expect((await outbox(seeker.email)).length).toBeGreaterThan(0);
  });

  it('counts unanswered applications on the host’s own listings (alerts.pendingApp), for the host only', async () => {
    const host = await provider('Alert Street Practice', 'LGCY');
    const propertyId = await listing(host, 'Room with two applicants');
    const pendingOf = async (who: Signed, url: string) => {
      const res = await api(t.app, { method: 'GET', url, session: who.session });
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().result.find((p: { id: string }) => p.id === propertyId);
      return found.alerts.pendingApp;
    };
    const own = '/api/properties';
    expect(await pendingOf(host, own)).toBe(0);
    const first = (await apply(seeker, propertyId)).json().result.id;
    expect((await apply(stranger, propertyId)).statusCode).toBe(200);
    expect(await pendingOf(host, own)).toBe(2);
    // An admin looking at the practice's listings sees the same; another practice never does.
    expect(await pendingOf(admin, `${own}?organizationId=${host.organizationId}`)).toBe(2);
    const seen = await api(t.app, {
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      session: seeker.session,
    });
    expect(seen.json().result.alerts).toEqual({ pendingApp: 0 });

    expect((await answer(host, 'true', first)).statusCode).toBe(200);
    expect(await pendingOf(host, own)).toBe(1);
  });

  it('rejects with a reason, and Other with its text', async () => {
    const propertyId = await listing(paidHost, 'Rejection room');
    const id = (await apply(seeker, propertyId)).json().result.id;
    const noReason = await answer(paidHost, 'false', id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(APPLICATIONS.reasonRequired);
    expect(APPLICATIONS.reasonRequired).toBe('Please provide a reason');
    const noOther = await answer(paidHost, 'false', id, { introductionRejectionReason: 'OTHR' });
    expect(noOther.statusCode).toBe(400);
    expect(noOther.json().error.message).toBe('Please provide a reason other.');
    const still = await t.app.db
      .selectFrom('property_introduction')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still.responded).toBe(false);

    const res = await answer(paidHost, 'false', id, {
      introductionRejectionReason: 'OTHR',
      introductionRejectionReasonOther: 'We only rent to pediatric practices.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rejected = (await list(paidHost, paidHost.organizationId, 'rejected')).json().result;
    expect(rejected.find((a: { id: string }) => a.id === id).rejectionReason).toEqual({
      id: 'OTHR',
      name: 'Other',
      other: 'We only rent to pediatric practices.',
    });
    const property = (
      await api(t.app, { method: 'GET', url: `/api/properties/${propertyId}`, session: seeker.session })
    ).json().result;
    expect(property.propertyRejection_id).toBe(id);
  });

  it('refuses a host on a free plan with a clear 403, and another organization with 404', async () => {
    const propertyId = await listing(freeHost, 'Free plan room');
    const id = (await apply(seeker, propertyId)).json().result.id;
    const res = await answer(freeHost, 'true', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Only members can approve or reject applications. Upgrade your membership to answer this application.',
    );
    const reject = await answer(freeHost, 'false', id, { introductionRejectionReason: 'TIME' });
    expect(reject.statusCode).toBe(403);
    expect((await answer(stranger, 'true', id)).statusCode).toBe(404);
    expect((await answer(seeker, 'true', id)).statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('property_introduction')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.responded).toBe(false);
    // An admin may answer for any organization.
    expect((await answer(admin, 'true', id)).statusCode).toBe(200);
  });
});
