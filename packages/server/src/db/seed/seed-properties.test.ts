import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PropertyView, propertyBadge, specialtyTags } from '@carespace/domain';
import { beforeAll, expect, it } from 'vitest';
import { api, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo.ts';
import {
  DEMO_APPROVED_APPLICATION_TITLE,
  DEMO_DECLINE_EXPLANATION,
  DEMO_DECLINED_APPLICATION_TITLE,
  DEMO_FREE_HOST_APPLICATION_TITLE,
  DEMO_NEW_MATCH_TITLE,
  DEMO_NOT_VIEWED_TITLE,
  DEMO_PENDING_APPLICATION_TITLE,
} from './seed-introductions.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-seed-properties-')) });

/** The demo accounts' sessions and practices, seeded once for the whole file (as a fresh start does). */
const demo = {} as Record<
  'admin' | 'host' | 'freehost' | 'seeker' | 'pro' | 'pharmacist',
  { session: string; organizationId: string | null }
>;

beforeAll(async () => {
  expect(await seedDemoAccounts(t.app.db, 'Demo-seed-password-1', t.app.ports.files)).toBe(true);
  for (const key of ['admin', 'host', 'freehost', 'seeker', 'pro', 'pharmacist'] as const) {
    const user = await t.app.db
      .selectFrom('app_user')
      .select(['id', 'organization_id'])
      .where('email', '=', `${key}@demo.carespace.test`)
      .executeTakeFirstOrThrow();
    demo[key] = { session: await sessionFor(t.app.db, user.id), organizationId: user.organization_id };
  }
});

const call = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  api(t.app, { method, url, session, ...(payload ? { payload } : {}) });
const get = async (session: string, url: string) => (await call(session, 'GET', url)).json().result;
const titled = (cards: PropertyView[], title: string) => {
  const card = cards.find((property) => property.title === title);
  expect(card, title).toBeDefined();
  return card!;
};

it('gives the demo host listings with photos, and the demo seeker matches and nearby spaces', async () => {
  const { host, seeker } = demo;
  const listed = await get(host.session, '/api/properties');
  expect(listed.length).toBeGreaterThanOrEqual(4);
  expect(listed.every((p: { propertyPhoto: { files: unknown[] } }) => p.propertyPhoto.files.length > 0)).toBe(
    true,
  );
  expect((await get(host.session, '/api/properties?mode=draft')).length).toBe(1);

  const cover = listed[0].propertyPhoto.files[0];
  const photo = await api(t.app, {
    method: 'GET',
    url: `/api/no-auth/download-file/${cover.fileName}/properties`,
  });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toContain('image/png');

  const matches = await get(seeker.session, '/api/properties/guest');
  expect(matches.length).toBeGreaterThanOrEqual(3);
  expect(matches.map((p: { title: string }) => p.title)).not.toContain(
    'Two equipped exam rooms, weekday afternoons',
  );
  const nearby = await get(seeker.session, '/api/properties/nearby');
  expect(nearby.length).toBeGreaterThanOrEqual(2);
  expect(nearby.length).toBeLessThanOrEqual(4);
});

it("shows the seeker's cards in every state: viewed, Not Viewed, New, applied, approved, declined and +N More", async () => {
  const matches: PropertyView[] = await get(demo.seeker.session, '/api/properties/guest');
  const badges = new Map(matches.map((property) => [property.title, propertyBadge(property)]));
  // The spaces the seeker applied to were opened first: no badge.
  for (const title of [
    DEMO_PENDING_APPLICATION_TITLE,
    DEMO_APPROVED_APPLICATION_TITLE,
    DEMO_DECLINED_APPLICATION_TITLE,
    DEMO_FREE_HOST_APPLICATION_TITLE,
  ]) {
    expect(titled(matches, title).viewedOn, title).not.toBeNull();
    expect(badges.get(title), title).toBeNull();
  }
  expect(badges.get(DEMO_NOT_VIEWED_TITLE)).toBe('Not Viewed');
  expect(badges.get(DEMO_NEW_MATCH_TITLE)).toBe('New');
  expect(specialtyTags(titled(matches, DEMO_NOT_VIEWED_TITLE).supportedProviderSpecialty).more).toBe(
    '+2 More',
  );

  expect(titled(matches, DEMO_APPROVED_APPLICATION_TITLE).propertyChat_id).toBeTruthy();
  expect(titled(matches, DEMO_DECLINED_APPLICATION_TITLE).propertyRejection_id).toBeTruthy();
  expect(titled(matches, DEMO_PENDING_APPLICATION_TITLE).sentIntroductionOn).not.toBeNull();
});

it('lets the paid host read and answer applications, with a declined one and a conversation', async () => {
  const { host, seeker } = demo;
  const base = `/api/propertyIntroduction/host/${host.organizationId}`;
  const pending = await get(host.session, `${base}?viewCondition=pending`);
  expect(pending.map((a: { title: string }) => a.title)).toEqual([DEMO_PENDING_APPLICATION_TITLE]);
  // A member sees who applied and what they wrote.
  expect(pending[0].applicantInfo.email).toBe('seeker@demo.carespace.test');
  expect(pending[0].messageToHost).toContain('Monday and Wednesday mornings');

  const approved = await get(host.session, `${base}?viewCondition=approved`);
  expect(approved.map((a: { title: string }) => a.title)).toEqual([DEMO_APPROVED_APPLICATION_TITLE]);
  const rejected = await get(host.session, `${base}?viewCondition=rejected`);
  expect(rejected.map((a: { title: string }) => a.title)).toEqual([DEMO_DECLINED_APPLICATION_TITLE]);
  expect(rejected[0].rejectionReason).toMatchObject({ id: 'OTHR', other: DEMO_DECLINE_EXPLANATION });

  const chats = await get(seeker.session, '/api/propertyChat');
  expect(chats).toHaveLength(1);
  expect(chats[0].propertyTitle).toBe(DEMO_APPROVED_APPLICATION_TITLE);
  // The seeker answered the host's first message (sending moves the sender's read mark), so only the host's
  // last message is still to read.
  expect(chats[0].unreadCount).toBe(1);
  expect((await get(host.session, '/api/propertyChat'))[0].unreadCount).toBe(0);
  const history = await get(seeker.session, `/api/propertyChat/${chats[0].id}/messages`);
  expect(history.messages).toHaveLength(3);

  const billing = await get(host.session, '/api/card-payment/membership');
  expect(billing).toMatchObject({ plan: 'STRD', status: 'active', isPaid: true, showsActiveCard: true });
  // The sandbox knows the subscription, so View / Update opens a portal listing it.
  const portal = await call(host.session, 'POST', `/api/card-payment/customer-portal/${host.organizationId}`);
  expect(portal.statusCode, portal.body).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: new URL(portal.json().result).pathname });
  expect(page.body).toContain('Carespace Membership');

  // Answering works: the host approves the waiting application.
  const answer = await call(host.session, 'POST', `/api/propertyIntroduction/true/${pending[0].id}`);
  expect(answer.statusCode, answer.body).toBe(200);
});

it('keeps the other host on the free plan, behind the upgrade gate', async () => {
  const { freehost } = demo;
  const pending = await get(
    freehost.session,
    `/api/propertyIntroduction/host/${freehost.organizationId}?viewCondition=pending`,
  );
  expect(pending.map((a: { title: string }) => a.title)).toEqual([DEMO_FREE_HOST_APPLICATION_TITLE]);
  expect(pending[0].applicantInfo.email).toBeNull();
  expect(pending[0].messageToHost).toBeNull();
  const billing = await get(freehost.session, '/api/card-payment/membership');
  expect(billing).toMatchObject({ plan: 'NONE', isPaid: false });

  const answer = await call(freehost.session, 'POST', `/api/propertyIntroduction/true/${pending[0].id}`);
  expect(answer.statusCode).toBe(403);
  expect(answer.json().error.code).toBe('MEMBERSHIP_REQUIRED');
});

it("counts one paid membership on the admin's dashboard", async () => {
  const stats = await get(demo.admin.session, '/api/admin/stats');
  expect(stats.paidMemberships).toBe(1);
});

it('gives every demo practice a logo, and the reviewer and the pharmacist a practice', async () => {
  for (const key of ['host', 'freehost', 'seeker', 'pro', 'pharmacist'] as const) {
    const profile = await get(demo[key].session, '/api/profile');
    expect(profile.organization, key).not.toBeNull();
    const fileName = profile.organization.profilePicFileName;
    expect(fileName, key).toBeTruthy();
    const logo = await api(t.app, { method: 'GET', url: `/api/no-auth/download-file/${fileName}/logos` });
    expect(logo.statusCode, key).toBe(200);
    expect(logo.headers['content-type']).toContain('image/png');
  }
  expect((await get(demo.pro.session, '/api/profile')).organization.name).toBe('Kim Internal Medicine');
  expect((await get(demo.pharmacist.session, '/api/profile')).organization.name).toBe(
    'Hudson Street Pharmacy',
  );
});
