import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestHost, type TestHost, whyNoNetworkNamespaces } from '../../test/network-namespace.ts';
import { useTestApp } from '../../test/test-app.ts';

/*
 * A development start listens on every interface. The development helpers must still answer only this machine:
 * here a real caller on another host (a network namespace joined by a veth pair) calls a server listening on
 * 0.0.0.0, as `npm start` does, and gets 404 where a caller on loopback gets the mailbox.
 */

const unavailable = whyNoNetworkNamespaces();
if (unavailable) console.warn(`dev-remote.test.ts skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('the development helpers, called from another host', () => {
  const t = useTestApp({ NODE_ENV: 'development' });
  let host: TestHost;
  let port: number;

  beforeAll(async () => {
    host = await makeTestHost();
    await t.app.listen({ port: 0, host: '0.0.0.0' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await host?.remove();
  });

  /** The status of a call made by curl inside the other host, to this machine's end of the pair. */
  async function fromOtherHost(method: string, path: string, headers: Record<string, string> = {}) {
    const args = ['-sS', '-o', '/dev/null', '-w', '%{http_code}', '--max-time', '10', '-X', method];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    if (method === 'POST') args.push('-H', 'content-type: application/json', '--data', '{}');
    const { stdout } = await host.exec('curl', [...args, `http://${host.serverAddress}:${port}${path}`]);
    return Number(stdout.trim());
  }

  const fromHere = (method: string, path: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'x-requested-with': 'carespace', 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });

  it('reaches the server from the other host (so a 404 below is the helpers’ answer, not the network’s)', async () => {
    expect(await fromOtherHost('GET', '/api/health')).toBe(200);
  });

  it('answers 404 to the other host for the mailbox page, the mailbox API and the sandbox clock', async () => {
    expect(await fromOtherHost('GET', '/dev/mailbox')).toBe(404);
    expect(await fromOtherHost('GET', '/api/dev/mailbox')).toBe(404);
    expect(
      await fromOtherHost('POST', '/api/dev/payments/advance-clock', { 'x-requested-with': 'carespace' }),
    ).toBe(404);
    // Claiming to be this machine changes nothing.
    expect(await fromOtherHost('GET', '/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
  });

  it('answers this machine as before', async () => {
    const page = await fromHere('GET', '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Development mailbox');
    expect((await fromHere('GET', '/api/dev/mailbox')).status).toBe(200);
    // The clock route is reached: it refuses the empty body itself.
    expect((await fromHere('POST', '/api/dev/payments/advance-clock')).status).toBe(400);
  });
});
