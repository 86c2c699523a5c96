import { describe, expect, it } from 'vitest';
import { api, createUser } from '../../test/api.ts';
import { cookieOf, keyFrom, useAuthWorld } from './auth-fixtures.ts';

/** Forgetting and resetting a password. */

const { t, login, latestMail, auditCodes } = useAuthWorld();

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
