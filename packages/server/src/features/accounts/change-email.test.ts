import { SECURITY } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

/*
 * Changing the email: the link goes to the NEW address, which following it proves; the account moves only then.
 * The current address is told when the change is asked for and again once it is done.
 */

const t = useTestApp();

let nextIp = 0;
const ip = () => {
  nextIp += 1;
  return `10.70.${nextIp}.1`;
};

async function mailsTo(email: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email.toLowerCase())
    .orderBy('created_on', 'asc')
    .execute();
}

const keyIn = (text: string) => /verify-update-email\?verificationKey=([\w-]+)/.exec(text)?.[1];

const login = (email: string, password: string) =>
  api(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip() });

async function askToMove(user: { id: string; email: string }, email: string) {
  return api(t.app, {
    method: 'POST',
    url: '/api/account/change-email',
    payload: { userId: user.id, email, currentEmail: user.email },
    session: await sessionFor(t.database.db, user.id),
    remoteAddress: ip(),
  });
}

describe('POST /api/account/change-email', () => {
  it('mails the link to the new address, tells the current one, and changes nothing until the link is followed', async () => {
    const user = await createUser(t.database.db, { email: 'olivia.moss@example.test' });
    const newEmail = 'nora.kim@example.test';
    const asked = await askToMove(user, newEmail);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result).toEqual({ message: SECURITY.emailChangeSent });
    expect(SECURITY.emailChangeSent).toBe(
      'A verification email has been sent to your new email address. Please check that inbox and verify to update your email.',
    );

    const [confirm] = await mailsTo(newEmail);
    expect(confirm!.subject).toBe('Confirm your new Carespace email address');
    const key = keyIn(confirm!.text_body);
    expect(key).toHaveLength(64);

    const [notice] = await mailsTo(user.email);
    expect(notice!.subject).toBe('Your Carespace email is being changed');
    expect(notice!.text_body).toContain('n***@example.test');
    expect(notice!.text_body).not.toContain(newEmail);
    expect(notice!.text_body).toContain('/forgot-password');
    // The current inbox gets no link that could move the account.
    expect(keyIn(notice!.text_body)).toBeUndefined();

    // Nothing has changed yet.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(newEmail, user.password)).statusCode).toBe(401);

    const verified = await api(t.app, {
      method: 'POST',
      url: '/api/auth/verify-update-email',
      payload: { verificationKey: key },
      remoteAddress: ip(),
    });
    expect(verified.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('app_user')
      .select(['email', 'is_email_verified'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: newEmail, is_email_verified: true });
    const done = (await mailsTo(user.email)).at(-1)!;
    expect(done.subject).toBe('Your Carespace email was changed');
    expect(done.text_body).toContain('n***@example.test');
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('a password reset cancels a change nobody has confirmed yet', async () => {
    const user = await createUser(t.database.db);
    const newEmail = `moved-${user.email}`;
    await askToMove(user, newEmail);
    const key = keyIn((await mailsTo(newEmail))[0]!.text_body);

    await api(t.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: ip(),
    });
    const resetMail = (await mailsTo(user.email)).find((m) => m.subject === 'Reset your Carespace password')!;
    const resetKey = /verificationKey=([\w-]+)/.exec(resetMail.text_body)![1];
    const reset = await api(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { verificationKey: resetKey, password: 'Another-Harbor-Lamp-4' },
      remoteAddress: ip(),
    });
    expect(reset.statusCode).toBe(200);

    const late = await api(t.app, {
      method: 'POST',
      url: '/api/auth/verify-update-email',
      payload: { verificationKey: key },
      remoteAddress: ip(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('RESET_LINK_INVALID');
    const row = await t.database.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });
});
