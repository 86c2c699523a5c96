import { describe, expect, it } from 'vitest';
import { api, createUser } from '../../test/api.ts';
import { cookieOf, keyFrom, useAuthWorld } from './auth-fixtures.ts';

/** Signing up and verifying the email. */

const { t, login, latestMail } = useAuthWorld();

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
