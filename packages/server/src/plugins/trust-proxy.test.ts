import { describe, expect, it } from 'vitest';
import { api, createUser, sessionCookie, sessionFor } from '../test/api.ts';
import { useTestApp } from '../test/test-app.ts';

/*
 * Who the client is (its address, for the rate limits and the audit log) and which host it called (for the Origin
 * check) come from the connection, and from X-Forwarded-For / X-Forwarded-Host only when the connection is a proxy
 * named in TRUST_PROXY. A client can send those headers itself; believing them would let it pick its own address
 * and the host its forged Origin is compared with.
 */

const PROXY = '10.20.30.40';
// A production start: it used to trust every sender's forwarded headers.
const direct = useTestApp({ NODE_ENV: 'production', DEMO_MODE: '1' });
const proxied = useTestApp({ TRUST_PROXY: `${PROXY}, 10.99.0.0/16` });

const joinMailingList = (app: typeof direct, remoteAddress: string, headers: Record<string, string>) =>
  api(app.app, {
    method: 'POST',
    url: '/api/contact/mailing-list',
    payload: { email: `list.${remoteAddress.replaceAll('.', '-')}@example.test` },
    remoteAddress,
    headers,
  });

/** The address the audit log recorded for the user's sign-out. */
async function signOutAddress(app: typeof direct, remoteAddress: string, headers: Record<string, string>) {
  const user = await createUser(app.app.db, { isPatient: true });
  const session = await sessionFor(app.app.db, user.id);
  const out = await api(app.app, {
    method: 'GET',
    url: '/api/logout',
    remoteAddress,
    headers: { cookie: sessionCookie(session, app.app.config.isProduction), ...headers },
  });
  expect(out.statusCode, out.body).toBe(200);
  const row = await app.app.db
    .selectFrom('audit_event')
    .select('ip')
    .where('user_id', '=', user.id)
    .where('event_code', '=', 'LGOT')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('without TRUST_PROXY (the default, in every mode: here a production start)', () => {
  it('refuses a cross-site Origin even when the client names that site in X-Forwarded-Host', async () => {
    const forged = await joinMailingList(direct, '198.51.100.7', {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      host: 'localhost:3000',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('FORBIDDEN');
    const sameSite = await joinMailingList(direct, '198.51.100.7', {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('takes the connection’s address as the client’s, whatever X-Forwarded-For says', async () => {
    expect(await signOutAddress(direct, '198.51.100.8', { 'x-forwarded-for': '203.0.113.50' })).toBe(
      '198.51.100.8',
    );
    // One address's allowance of the public forms (20 in 10 minutes) is not renewed by naming other addresses.
    const caller = '198.51.100.9';
    for (let i = 0; i < 20; i += 1) {
      const res = await joinMailingList(direct, caller, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await joinMailingList(direct, caller, { 'x-forwarded-for': '203.0.113.99' });
    expect(over.statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY naming the proxies', () => {
  it('believes the forwarded host from a listed proxy, and from nobody else', async () => {
    const headers = {
      origin: 'https://carespace.example',
      host: 'app-3.internal:3000',
      'x-forwarded-host': 'carespace.example',
    };
    expect((await joinMailingList(proxied, PROXY, headers)).statusCode).toBe(200);
    // A proxy inside a listed block counts too.
    expect((await joinMailingList(proxied, '10.99.4.5', headers)).statusCode).toBe(200);
    // The same headers straight from a client: its Origin is compared with the Host it called.
    const fromClient = await joinMailingList(proxied, '10.20.30.41', headers);
    expect(fromClient.statusCode).toBe(403);
    // And through the proxy, another site's page is still another site.
    const crossSite = await joinMailingList(proxied, PROXY, { ...headers, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('believes the client address a listed proxy forwards, and gives each client its own allowance', async () => {
    expect(await signOutAddress(proxied, PROXY, { 'x-forwarded-for': '203.0.113.60' })).toBe('203.0.113.60');
    // Not from a client that is not a listed proxy.
    expect(await signOutAddress(proxied, '10.20.30.42', { 'x-forwarded-for': '203.0.113.61' })).toBe(
      '10.20.30.42',
    );
    for (let i = 0; i < 20; i += 1) {
      const res = await joinMailingList(proxied, PROXY, { 'x-forwarded-for': '203.0.113.70' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await joinMailingList(proxied, PROXY, { 'x-forwarded-for': '203.0.113.70' })).statusCode).toBe(
      429,
    );
    // Another client behind the same proxy is not held to the first one's limit.
    expect((await joinMailingList(proxied, PROXY, { 'x-forwarded-for': '203.0.113.71' })).statusCode).toBe(
      200,
    );
  });
});
