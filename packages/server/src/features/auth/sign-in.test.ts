import { describe, expect, it } from 'vitest';
import { api, createUser } from '../../test/api.ts';
import { cookieOf, INCORRECT, useAuthWorld } from './auth-fixtures.ts';

/** Signing in, with and without two-factor. */

const { t, login, latestMail, auditCodes } = useAuthWorld();

describe('sign-in', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser(t.database.db);
    const wrong = await login(user.email, 'not-the-password-1', '10.1.1.1');
    const unknown = await login('nobody-here@example.test', 'not-the-password-1', '10.1.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, result: null, error: INCORRECT });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs in with a session cookie that is HttpOnly and SameSite, and audits it', async () => {
    const user = await createUser(t.database.db);
    const res = await login(user.email, user.password, '10.1.2.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      twoFactorRequired: false,
      identity: { id: user.id, email: user.email },
    });
    const cookie = res.cookies.find((c) => c.name === 'carespace_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(String(res.headers['set-cookie'])).toMatch(/carespace_session=[^;]+;.*HttpOnly; SameSite=Lax/);
    const identity = await api(t.app, { method: 'GET', url: '/api/auth/identity', session: cookie!.value });
    expect(identity.json().result).toMatchObject({ id: user.id, healcoAdmin: false, patient: null });
    const events = await auditCodes(user.id);
    expect(events).toContainEqual({ event_code: 'LGIN', ip: '10.1.2.1', user_agent: 'lightMyRequest' });
  });

  it('stores the session id hashed, never as sent in the cookie', async () => {
    const user = await createUser(t.database.db);
    const res = await login(user.email, user.password, '10.1.2.2');
    const value = cookieOf(res)!;
    const rows = await t.database.db
      .selectFrom('user_session')
      .select('id_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).not.toBe(value);
    expect(rows[0]!.id_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an anonymous identity call with null (not an error)', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/auth/identity' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: null, error: null });
  });

  it('rejects the session cookie after logout, and audits the logout', async () => {
    const user = await createUser(t.database.db);
    const session = cookieOf(await login(user.email, user.password, '10.1.3.1'))!;
    const out = await api(t.app, { method: 'GET', url: '/api/logout', session });
    expect(out.statusCode).toBe(200);
    const after = await api(t.app, { method: 'GET', url: '/api/account/security', session });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_USER_AUTH');
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toContain('LGOT');
  });

  it('refuses unverified emails as information and sends a new link', async () => {
    const user = await createUser(t.database.db, { isEmailVerified: false });
    const res = await login(user.email, user.password, '10.1.4.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNVERIFIED_EMAIL', isInformation: true });
    expect((await latestMail(user.email)).subject).toBe('Verify your email for Carespace');
  });

  it('answers a wrong password with INCORRECT_PASSWORD whatever the account, and its state only to the right one', async () => {
    const active = await createUser(t.database.db);
    const deactivated = await createUser(t.database.db, { status: 'DEAC' });
    const unverified = await createUser(t.database.db, { isEmailVerified: false });
    const heldByHand = await createUser(t.database.db, { status: 'LOCK' });
    const wrongAnswers = [];
    let ip = 0;
    for (const email of [
      active.email,
      deactivated.email,
      unverified.email,
      heldByHand.email,
      'nobody-at-all@example.test',
    ]) {
      ip += 1;
      wrongAnswers.push(await login(email, 'not-the-password-1', `10.1.5.${ip}`));
    }
    for (const res of wrongAnswers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, result: null, error: INCORRECT });
    }
    // Nothing was mailed for the wrong password (an unverified account gets its link only after the right one).
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', '=', unverified.email)
      .execute();
    expect(mails).toHaveLength(0);

    for (const user of [deactivated, heldByHand]) {
      const right = await login(user.email, user.password, '10.1.5.20');
      expect(right.statusCode).toBe(401);
      expect(right.json().error.code).toBe('DEACTIVATED_ACCOUNT');
      expect(cookieOf(right)).toBeUndefined();
    }
    const right = await login(unverified.email, unverified.password, '10.1.5.21');
    expect(right.json().error.code).toBe('UNVERIFIED_EMAIL');
    expect(cookieOf(right)).toBeUndefined();
  });

  it('answers the 11th rapid attempt from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(`someone${i}@example.test`, 'wrong-password-1', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const last = await login('someone@example.test', 'wrong-password-1', '10.9.9.9');
    expect(last.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
      isInformation: false,
    });
  });

  it('stores passwords as argon2id hashes only', async () => {
    const email = 'argon.check@example.test';
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/signup/patient',
      payload: {
        firstName: 'Ana',
        lastName: 'Silva',
        email,
        phone: '2015550199',
        password: 'Sunrise-Harbor-42',
        acceptTelehealthAndHipaa: true,
        acceptTermsAndPrivacy: true,
      },
      remoteAddress: '10.3.0.1',
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('Sunrise-Harbor-42');
  });
});

describe('two-factor sign-in', () => {
  it('needs the texted code from the same browser; a wrong code is INVALID_2FA_AUTH; codes are single-use', async () => {
    const user = await createUser(t.database.db, { phone: '2015550177' });
    await t.database.db
      .updateTable('app_user')
      .set({ is_phone_verified: true, two_factor_enabled: true })
      .where('id', '=', user.id)
      .execute();
    const first = await login(user.email, user.password, '10.6.0.1');
    expect(first.json().result).toEqual({
      twoFactorRequired: true,
      userId: user.id,
      phoneNumber: '(***) ***-0177',
    });
    expect(cookieOf(first)).toBeUndefined();
    const challenge = cookieOf(first, 'carespace_2fa')!;
    const sms = await t.database.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('to_phone', '=', '2015550177')
      .orderBy('created_on', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(sms.body)![1]!;
    const submit = (value: string, cookie = challenge) =>
      api(t.app, {
        method: 'POST',
        url: '/api/auth/two-factor',
        payload: { userId: user.id, code: value },
        headers: { cookie: `carespace_2fa=${cookie}` },
        remoteAddress: '10.6.0.2',
      });
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await submit(wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_2FA_AUTH');
    expect((await submit(code, 'another-browser')).json().error.code).toBe('INVALID_2FA_AUTH');
    const ok = await submit(code);
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok)).toBeDefined();
    expect((await submit(code)).statusCode).toBe(401);
    const events = (await auditCodes(user.id)).map((e) => e.event_code);
    expect(events).toEqual(expect.arrayContaining(['TFAF', 'LGIN']));
  });

  it('resends a code to the registered phone only', async () => {
    const user = await createUser(t.database.db, { phone: '2015550178' });
    await t.database.db
      .updateTable('app_user')
      .set({ is_phone_verified: true, two_factor_enabled: true })
      .where('id', '=', user.id)
      .execute();
    const challenge = cookieOf(await login(user.email, user.password, '10.6.1.1'), 'carespace_2fa')!;
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      payload: { userId: user.id, phoneNumber: '9735550100' },
      headers: { cookie: `carespace_2fa=${challenge}` },
      remoteAddress: '10.6.1.2',
    });
    expect(res.json().result).toEqual({ message: 'New code sent to your registered phone number' });
    const texts = await t.database.db
      .selectFrom('sms_outbox')
      .select('to_phone')
      .where('to_phone', 'in', ['2015550178', '9735550100'])
      .execute();
    expect(texts.map((r) => r.to_phone)).toEqual(['2015550178', '2015550178']);
  });
});
