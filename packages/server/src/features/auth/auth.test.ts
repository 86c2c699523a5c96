import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const login = (email: string, password: string, ip = '10.1.0.1') =>
  api(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, name = 'carespace_session') =>
  res.cookies.find((c) => c.name === name)?.value;

async function latestMail(to: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

const keyFrom = (text: string) => /verificationKey=([\w-]+)/.exec(text)?.[1] ?? '';

async function auditCodes(userId: string) {
  const rows = await t.database.db
    .selectFrom('audit_event')
    .select(['event_code', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .execute();
  return rows;
}

const INCORRECT = {
  code: 'INCORRECT_PASSWORD',
  message: "We don't recognize the email and password combination you provided. Please try again.",
  isInformation: false,
};

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

describe('sign-up and email verification', () => {
  const provider = {
    firstName: 'Maya',
    lastName: 'Fischer',
    phone: '2015550142',
    password: 'Quiet-Meadow-77',
    organizationName: 'Fischer Physical Therapy',
    acceptTermsAndPrivacy: true,
    signupReason: 'list',
    userType: 'independentProvider',
  };

  it('creates a provider who owns an organization, emails a 64-character key, and verifies it once', async () => {
    const email = 'maya.fischer@example.test';
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/signup/provider',
      payload: { ...provider, email },
      remoteAddress: '10.4.0.1',
    });
    expect(res.statusCode).toBe(200);
    const user = await t.database.db
      .selectFrom('app_user')
      .innerJoin('organization', 'organization.id', 'app_user.organization_id')
      .select([
        'app_user.id',
        'organization.owner_user_id',
        'organization.name',
        'app_user.signup_reason',
        'app_user.provider_role',
      ])
      .where('app_user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      owner_user_id: user.id,
      name: 'Fischer Physical Therapy',
      signup_reason: 'LIST',
      provider_role: 'STAN',
    });
    const mail = await latestMail(email);
    const key = keyFrom(mail.text_body);
    expect(key).toHaveLength(64);
    expect(mail.text_body).toContain('/verify-email?verificationKey=');
    const verify = () =>
      api(t.app, {
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { verificationKey: key },
        remoteAddress: '10.4.0.2',
      });
    expect((await verify()).statusCode).toBe(200);
    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_LINK_INVALID');
    expect((await login(email, provider.password, '10.4.0.3')).statusCode).toBe(200);
  });

  it('starts an account made on the sign-up pages unverified: no session, and no sign-in until the link is followed', async () => {
    const patient = {
      firstName: 'Nia',
      lastName: 'Okafor',
      email: 'nia.okafor@example.test',
      phone: '2015550171',
      password: 'Quiet-Harbor-Lamp-3',
      acceptTelehealthAndHipaa: true,
      acceptTermsAndPrivacy: true,
    };
    for (const [url, payload] of [
      ['/api/auth/signup/patient', patient],
      ['/api/auth/signup/provider', { ...provider, email: 'maya.unverified@example.test' }],
    ] as const) {
      const res = await api(t.app, { method: 'POST', url, payload, remoteAddress: '10.4.5.1' });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'carespace_session')).toBeUndefined();
      const row = await t.database.db
        .selectFrom('app_user')
        .select('is_email_verified')
        .where('email', '=', payload.email)
        .executeTakeFirstOrThrow();
      expect(row.is_email_verified).toBe(false);
      const signIn = await login(payload.email, payload.password, '10.4.5.2');
      expect(signIn.json().error.code).toBe('UNVERIFIED_EMAIL');
      expect(cookieOf(signIn)).toBeUndefined();
    }
  });

  it('answers a duplicate email as information', async () => {
    const existing = await createUser(t.database.db);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/signup/provider',
      payload: { ...provider, email: existing.email.toUpperCase() },
      remoteAddress: '10.4.1.1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'DUPLICATE_EMAIL',
      message: 'An account already exists with this email address. Please log in or reset your password.',
      isInformation: true,
    });
  });

  it("refuses bad sign-up input with the spec's messages and creates nothing", async () => {
    const before = await t.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'eightchr' }, 'Your password must be greater than 8 characters.'],
      [{ firstName: 'M4ya' }, 'Please only enter alphabetical characters.'],
      [{ acceptTermsAndPrivacy: false }, 'Please accept before continuing.'],
      [{ firstName: '' }, 'Please fill out this field.'],
    ];
    for (const [change, message] of cases) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/auth/signup/provider',
        payload: { ...provider, email: 'bad.input@example.test', ...change },
        remoteAddress: '10.4.2.1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const after = await t.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses missing and short verification keys with the spec messages', async () => {
    const missing = await api(t.app, {
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { verificationKey: '' },
      remoteAddress: '10.4.3.1',
    });
    expect(missing.json().error.message).toBe(
      'Missing validation key. Please check your email for the correct link.',
    );
    const short = await api(t.app, {
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { verificationKey: 'abc' },
      remoteAddress: '10.4.3.1',
    });
    expect(short.json().error.message).toBe(
      'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
    );
  });

  it('reports an expired verification link', async () => {
    const user = await createUser(t.database.db, { isEmailVerified: false });
    await login(user.email, user.password, '10.4.4.1');
    const key = keyFrom((await latestMail(user.email)).text_body);
    await t.database.db
      .updateTable('verification_key')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { verificationKey: key },
      remoteAddress: '10.4.4.2',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('VERIFICATION_LINK_EXPIRED');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown emails, resets once, and ends every session', async () => {
    const user = await createUser(t.database.db);
    const session = cookieOf(await login(user.email, user.password, '10.5.0.1'))!;
    const forgot = (email: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: '10.5.0.2',
      });
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const key = keyFrom((await latestMail(user.email)).text_body);
    const reset = () =>
      api(t.app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { verificationKey: key, password: 'Brand-New-Lantern-5' },
        remoteAddress: '10.5.0.3',
      });
    expect((await reset()).statusCode).toBe(200);
    const reuse = await reset();
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('RESET_LINK_INVALID');
    expect(
      (await api(t.app, { method: 'GET', url: '/api/auth/identity', session })).json().result,
    ).toBeNull();
    expect((await login(user.email, 'Brand-New-Lantern-5', '10.5.0.4')).statusCode).toBe(200);
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toEqual(
      expect.arrayContaining(['PWRQ', 'PWRS']),
    );
  });

  it('reports an expired reset link', async () => {
    const user = await createUser(t.database.db);
    await api(t.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.5.1.1',
    });
    const key = keyFrom((await latestMail(user.email)).text_body);
    await t.database.db
      .updateTable('verification_key')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { verificationKey: key, password: 'Brand-New-Lantern-5' },
      remoteAddress: '10.5.1.2',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('RESET_LINK_EXPIRED');
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

describe('guards and audit calls', () => {
  it('answers NO_ADMIN_PRIVILEGES (403) to a patient on an admin route, and serves an admin', async () => {
    const patient = await createUser(t.database.db, { isPatient: true });
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/audit-events',
      session: await sessionFor(t.database.db, patient.id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'NO_ADMIN_PRIVILEGES',
      message: 'This page is only available to administrators.',
      isInformation: false,
    });
    const anonymous = await api(t.app, { method: 'GET', url: '/api/admin/audit-events' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const ok = await api(t.app, {
      method: 'GET',
      url: '/api/admin/audit-events?limit=5',
      session: await sessionFor(t.database.db, admin.id),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.length).toBeGreaterThan(0);
  });

  it('records the ePHI session calls', async () => {
    const user = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, user.id);
    for (const call of ['access-ePHI', 'continue-ePHI', 'logout-ePHI']) {
      const res = await api(t.app, { method: 'POST', url: `/api/audit/${call}`, session });
      expect(res.json()).toEqual({ success: true, result: null, error: null });
    }
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toEqual(['EPHA', 'EPHC', 'EPHL']);
  });

  it('unlocks an idle screen with the right password only', async () => {
    const user = await createUser(t.database.db);
    const session = await sessionFor(t.database.db, user.id);
    const check = (password: string) =>
      api(t.app, { method: 'POST', url: '/api/auth/security-check', payload: { password }, session });
    const wrong = await check('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That password is not correct. Please try again.');
    expect((await check(user.password)).statusCode).toBe(200);
    expect((await auditCodes(user.id)).map((e) => e.event_code)).toEqual(['LGFL', 'RAUT']);
  });
});
