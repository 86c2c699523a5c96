import { describe, expect, it } from 'vitest';
import { api, createUser, sessionFor, TEST_SESSION_SECRET } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookieValue } from './session.ts';

const t = useTestApp();
const me = (cookie: string) => api(t.app, { method: 'GET', url: '/api/account/security', session: cookie });

describe('the session cookie', () => {
  it('is signed with SESSION_SECRET: the right id unsigned, or signed otherwise, is refused', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const cookie = await sessionFor(t.app.db, user.id);
    expect((await me(cookie)).statusCode).toBe(200);

    const id = cookie.slice(0, cookie.lastIndexOf('.'));
    const forgeries = {
      unsigned: id,
      'signed with another secret': sessionCookieValue('another-secret-of-at-least-32-characters', id),
      'altered signature': `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`,
    };
    for (const [what, forged] of Object.entries(forgeries)) {
      expect((await me(forged)).statusCode, what).toBe(401);
    }
    // The real one still works: nothing above ended the session.
    expect((await me(cookie)).statusCode).toBe(200);
    // The test app's sessions are signed with the test secret, as sessionFor signs them.
    expect(cookie).toBe(sessionCookieValue(TEST_SESSION_SECRET, id));
  });

  it('is set signed at sign-in', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const value = res.cookies.find((c) => c.name === 'carespace_session')?.value;
    expect(value).toBeDefined();
    const decoded = decodeURIComponent(value!);
    const id = decoded.slice(0, decoded.lastIndexOf('.'));
    expect(decoded).toBe(sessionCookieValue(TEST_SESSION_SECRET, id));
    expect((await me(value!)).statusCode).toBe(200);
  });
});
