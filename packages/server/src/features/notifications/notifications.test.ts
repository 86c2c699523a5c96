import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor, type TestUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { notify } from './notify.ts';

const t = useTestApp();

interface Signed extends TestUser {
  session: string;
}
async function signedUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Signed> {
  const user = await createUser(t.app.db, overrides);
  return { ...user, session: await sessionFor(t.app.db, user.id) };
}

const settingsUrl = (organizationId: string, userId?: string) =>
  `/api/notification/${organizationId}${userId ? `?userId=${userId}` : ''}`;

async function outboxes(email: string, phone: string) {
  // notify() queues; what it queued is delivered to the outboxes just after.
  await t.app.outbound.settled();
  const [mail, sms] = await Promise.all([
    t.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute(),
    t.app.db.selectFrom('sms_outbox').select('body').where('to_phone', '=', phone).execute(),
  ]);
  return { mail: mail.length, sms: sms.length };
}

const chat = (userId: string) => ({
  userId,
  type: 'CHAT' as const,
  subject: 'New message about 100 Washington Street',
  text: 'Samuel sent you a message. Sign in to Carespace to read it.',
  sms: 'Carespace: you have a new chat message.',
});

let host: Signed;
let other: Signed;
let admin: Signed;
let pharmacist: Signed;

beforeAll(async () => {
  host = await signedUser({
    providerRole: 'STAN',
    organizationName: 'Riverside Family Practice',
    phone: '2015550301',
  });
  other = await signedUser({
    providerRole: 'STAN',
    organizationName: 'Elsewhere Clinic',
    phone: '2015550302',
  });
  admin = await signedUser({ healcoAdmin: true });
  pharmacist = await signedUser({ providerRole: 'PHAR', phone: '2015550303' });
});

describe('GET/PUT /api/notification/{organizationId}', () => {
  it('answers every type with its question, defaulting to email', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: settingsUrl(host.organizationId!),
      session: host.session,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json().result;
    expect(list.map((item: { question: { id: string } }) => item.question.id)).toEqual([
      'CHAT',
      'INTA',
      'INTD',
      'MPUP',
      'NPMH',
      'NPIN',
      'UDRT',
      'IPVR',
    ]);
    expect(list[0]).toEqual({
      question: {
        id: 'CHAT',
        name: 'New chat message',
        category: 'PCHT',
        description: 'Someone sent you a message in a property chat.',
      },
      notificationSettings: { type: 'CHAT', method: ['EMAL'] },
    });
  });

  it('saves the chosen methods, keeps the others, and audits the change', async () => {
    const response = await api(t.app, {
      method: 'PUT',
      url: settingsUrl(host.organizationId!),
      session: host.session,
      payload: {
        settings: [
          { type: 'CHAT', method: ['PHNE'] },
          { type: 'NPIN', method: [] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const byType = Object.fromEntries(
      response
        .json()
        .result.map((item: { notificationSettings: { type: string; method: string[] } }) => [
          item.notificationSettings.type,
          item.notificationSettings.method,
        ]),
    );
    expect(byType).toMatchObject({ CHAT: ['PHNE'], NPIN: [], INTA: ['EMAL'] });
    const audit = await t.app.db
      .selectFrom('audit_event')
      .select(['event_code', 'entity_type', 'user_id'])
      .where('entity_id', '=', host.id)
      .where('entity_type', '=', 'notificationSetting')
      .execute();
    expect(audit).toEqual([{ event_code: 'RCUP', entity_type: 'notificationSetting', user_id: host.id }]);
  });

  it('refuses unknown types and methods', async () => {
    const response = await api(t.app, {
      method: 'PUT',
      url: settingsUrl(host.organizationId!),
      session: host.session,
      payload: { settings: [{ type: 'CHAT', method: ['FAX'] }] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('uses the own user id as the path for someone without a practice', async () => {
    const response = await api(t.app, {
      method: 'GET',
      url: settingsUrl(pharmacist.id),
      session: pharmacist.session,
    });
    expect(response.statusCode).toBe(200);
  });

  it('hides another practice’s or person’s preferences (404); an admin may read and change them', async () => {
    for (const url of [settingsUrl(other.organizationId!), settingsUrl(host.organizationId!, other.id)]) {
      const response = await api(t.app, { method: 'GET', url, session: host.session });
      expect(response.statusCode).toBe(404);
      const put = await api(t.app, { method: 'PUT', url, session: host.session, payload: { settings: [] } });
      expect(put.statusCode).toBe(404);
    }
    const byAdmin = await api(t.app, {
      method: 'PUT',
      url: settingsUrl(other.organizationId!),
      session: admin.session,
      payload: { settings: [{ type: 'INTA', method: ['EMAL', 'PHNE'] }] },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().result[1].notificationSettings.method).toEqual(['EMAL', 'PHNE']);
  });
});

describe('notify()', () => {
  const ctx = () => ({ db: t.app.db, ports: t.app.ports });

  it('sends email by default and no text', async () => {
    const before = await outboxes(pharmacist.email, '2015550303');
    expect(await notify(ctx(), chat(pharmacist.id))).toEqual({ email: true, text: false });
    const after = await outboxes(pharmacist.email, '2015550303');
    expect(after).toEqual({ mail: before.mail + 1, sms: before.sms });
  });

  it('a preference of text only stops the email and sends a text to a verified phone', async () => {
    await t.app.db
      .updateTable('app_user')
      .set({ is_phone_verified: true })
      .where('id', '=', host.id)
      .execute();
    const before = await outboxes(host.email, '2015550301');
    expect(await notify(ctx(), chat(host.id))).toEqual({ email: false, text: true });
    const after = await outboxes(host.email, '2015550301');
    expect(after).toEqual({ mail: before.mail, sms: before.sms + 1 });
    const [latest] = await t.app.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('to_phone', '=', '2015550301')
      .orderBy('created_on', 'desc')
      .execute();
    expect(latest!.body).toBe('Carespace: you have a new chat message.');
  });

  it('never texts an unverified phone', async () => {
    await t.app.db
      .updateTable('app_user')
      .set({ is_phone_verified: false })
      .where('id', '=', host.id)
      .execute();
    expect(await notify(ctx(), chat(host.id))).toEqual({ email: false, text: false });
  });

  it('sends nothing for a type switched off, and both when both are chosen', async () => {
    expect(await notify(ctx(), { ...chat(host.id), type: 'NPIN' })).toEqual({ email: false, text: false });
    await t.app.db
      .updateTable('app_user')
      .set({ is_phone_verified: true })
      .where('id', '=', other.id)
      .execute();
    expect(await notify(ctx(), { ...chat(other.id), type: 'INTA' })).toEqual({ email: true, text: true });
  });

  it('emails the HTML part too, its footer linking to the notification settings of the area the person uses', async () => {
    const publicUrl = t.app.config.publicUrl;
    await notify({ ...ctx(), config: t.app.config }, chat(pharmacist.id));
    await t.app.outbound.settled();
    const [latest] = await t.app.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', pharmacist.email)
      .orderBy('created_on', 'desc')
      .execute();
    expect(latest!.text_body).toBe(chat(pharmacist.id).text);
    expect(latest!.html_body).toContain(chat(pharmacist.id).text);
    expect(latest!.html_body).toContain(`href="${publicUrl}/rx/account?modal=notification"`);
    expect(latest!.html_body).toContain('Manage notification preferences');
  });

  it('a failing mailer does not fail the caller', async () => {
    const failing = { ...t.app.ports, mailer: { send: async () => Promise.reject(new Error('SMTP down')) } };
    expect(await notify({ db: t.app.db, ports: failing }, chat(pharmacist.id))).toEqual({
      email: false,
      text: false,
    });
  });
});
