import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../plugins/csrf.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookieName } from './session.ts';

/*
 * GET /api/logout is a GET by contract, yet it ends the session: without the CSRF header every write needs, a link
 * or an image on another site could sign a visitor out. It is held to the same rule and gives the same refusal.
 */

const t = useTestApp();

const cookie = (session: string) => `${sessionCookieName(false)}=${session}`;
const security = (session: string) => api(t.app, { method: 'GET', url: '/api/account/security', session });

async function signOutCount(userId: string) {
  const rows = await t.database.db
    .selectFrom('audit_event')
    .select('event_code')
    .where('user_id', '=', userId)
    .where('event_code', '=', 'LGOT')
    .execute();
  return rows.length;
}

describe('signing out', () => {
  it('changes nothing without the CSRF header, and refuses as every other write does without it', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const session = await sessionFor(t.app.db, user.id);
    // What a link or an image on another site sends: the visitor's cookie, no custom header.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: cookie(session) },
    });
    const otherWrite = await t.app.inject({
      method: 'POST',
      url: '/api/contact/mailing-list',
      headers: { cookie: cookie(session) },
      payload: { email: user.email },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(otherWrite.json());
    expect(forged.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This request was blocked for your security. Please reload the page and try again.',
    });
    // The cookie is not cleared, the session still works, and no sign-out is recorded.
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await security(session)).statusCode).toBe(200);
    expect(await signOutCount(user.id)).toBe(0);

    // HEAD is answered by the same route: held to the same rule.
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/logout',
      headers: { cookie: cookie(session) },
    });
    expect(head.statusCode).toBe(403);
    expect((await security(session)).statusCode).toBe(200);
  });

  it('changes nothing with the header from a page of another site', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const session = await sessionFor(t.app.db, user.id);
    const crossSite = await api(t.app, {
      method: 'GET',
      url: '/api/logout',
      session,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await security(session)).statusCode).toBe(200);
  });

  it('signs out with the header, as the web app calls', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const session = await sessionFor(t.app.db, user.id);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie: cookie(session), [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().result).toEqual({ message: 'Signed out' });
    expect(out.cookies.find((c) => c.name === sessionCookieName(false))?.value).toBe('');
    expect((await security(session)).statusCode).toBe(401);
    expect(await signOutCount(user.id)).toBe(1);
  });

  it('ends every session of the user, so another browser signed in on its own is signed out too', async () => {
    const user = await createUser(t.app.db, { isPatient: true });
    const other = await createUser(t.app.db, { isPatient: true });
    const here = await sessionFor(t.app.db, user.id);
    const elsewhere = await sessionFor(t.app.db, user.id);
    const someoneElse = await sessionFor(t.app.db, other.id);
    expect((await security(elsewhere)).statusCode).toBe(200);
    const out = await api(t.app, { method: 'GET', url: '/api/logout', session: here });
    expect(out.statusCode).toBe(200);
    expect((await security(here)).statusCode).toBe(401);
    expect((await security(elsewhere)).statusCode).toBe(401);
    // Nobody else is signed out.
    expect((await security(someoneElse)).statusCode).toBe(200);
  });
});
