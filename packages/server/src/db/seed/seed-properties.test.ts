import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { api, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo.ts';
import { DEMO_APPROVED_APPLICATION_TITLE, DEMO_PENDING_APPLICATION_TITLE } from './seed-introductions.ts';

const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-seed-properties-')) });

it('gives the demo host listings with photos, and the demo seeker matches and nearby spaces', async () => {
  expect(await seedDemoAccounts(t.app.db, 'Demo-seed-password-1', t.app.ports.files)).toBe(true);
  const userId = async (email: string) =>
    (await t.app.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  const host = await sessionFor(t.app.db, await userId('host@demo.carespace.test'));
  const seeker = await sessionFor(t.app.db, await userId('seeker@demo.carespace.test'));
  const get = async (session: string, url: string) =>
    (await api(t.app, { method: 'GET', url, session })).json().result;

  const listed = await get(host, '/api/properties');
  expect(listed.length).toBeGreaterThanOrEqual(4);
  expect(listed.every((p: { propertyPhoto: { files: unknown[] } }) => p.propertyPhoto.files.length > 0)).toBe(
    true,
  );
  expect((await get(host, '/api/properties?mode=draft')).length).toBe(1);

  const cover = listed[0].propertyPhoto.files[0];
  const photo = await api(t.app, {
    method: 'GET',
    url: `/api/no-auth/download-file/${cover.fileName}/properties`,
  });
  expect(photo.statusCode).toBe(200);
  expect(photo.headers['content-type']).toContain('image/png');

  const matches = await get(seeker, '/api/properties/guest');
  expect(matches.length).toBeGreaterThanOrEqual(3);
  expect(matches.map((p: { title: string }) => p.title)).not.toContain(
    'Two equipped exam rooms, weekday afternoons',
  );
  const nearby = await get(seeker, '/api/properties/nearby');
  expect(nearby.length).toBeGreaterThanOrEqual(2);
  expect(nearby.length).toBeLessThanOrEqual(4);

  // The demo seeker's applications: one waiting (the free-plan host sees it without the contact details), one
  // approved with a short conversation the seeker has not finished reading.
  const hostOrganization = (
    await t.app.db
      .selectFrom('app_user')
      .select('organization_id')
      .where('email', '=', 'host@demo.carespace.test')
      .executeTakeFirstOrThrow()
  ).organization_id!;
  const pending = await get(host, `/api/propertyIntroduction/host/${hostOrganization}?viewCondition=pending`);
  expect(pending.map((a: { title: string }) => a.title)).toEqual([DEMO_PENDING_APPLICATION_TITLE]);
  expect(pending[0].applicantInfo.email).toBeNull();
  expect(pending[0].messageToHost).toBeNull();
  const approved = await get(
    host,
    `/api/propertyIntroduction/host/${hostOrganization}?viewCondition=approved`,
  );
  expect(approved.map((a: { title: string }) => a.title)).toEqual([DEMO_APPROVED_APPLICATION_TITLE]);
  const chats = await get(seeker, '/api/propertyChat');
  expect(chats).toHaveLength(1);
  expect(chats[0].propertyTitle).toBe(DEMO_APPROVED_APPLICATION_TITLE);
  // The seeker answered the host's first message (sending moves the sender's read mark), so only the host's
  // last message is still to read.
  expect(chats[0].unreadCount).toBe(1);
  expect((await get(host, '/api/propertyChat'))[0].unreadCount).toBe(0);
  const history = await get(seeker, `/api/propertyChat/${chats[0].id}/messages`);
  expect(history.messages).toHaveLength(3);
  // The membership journey starts from the free plan.
  const plan = await t.app.db
    .selectFrom('organization')
    .select('healco_plan')
    .where('id', '=', hostOrganization)
    .executeTakeFirstOrThrow();
  expect(plan.healco_plan).toBe('NONE');
});
