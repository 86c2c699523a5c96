import { describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { useTestApp } from '../test/test-app.ts';
import { isLoopbackAddress } from './loopback-only.ts';

/*
 * The development helpers (the mailbox page and API, the sandbox's clock) answer only to this machine: a
 * development start listens on every interface, and the mailbox holds every password-reset link. The caller is
 * judged by the connection's address (inject's remoteAddress here; dev-remote.test.ts makes a real one).
 */

const t = useTestApp({ NODE_ENV: 'development' });

const LOOPBACK = ['127.0.0.1', '127.201.3.4', '::1', '::ffff:127.0.0.1'];
const ELSEWHERE = ['10.213.7.2', '192.168.1.20', '::ffff:10.0.0.1', 'fd00::2', '128.0.0.1'];

function callHelpers(remoteAddress: string, headers: Record<string, string> = {}) {
  return Promise.all([
    api(t.app, { method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers }),
    api(t.app, { method: 'GET', url: '/dev/mailbox', remoteAddress, headers }),
    // No body: the route itself answers 400; a 404 means it was never reached.
    api(t.app, {
      method: 'POST',
      url: '/api/dev/payments/advance-clock',
      payload: {},
      remoteAddress,
      headers,
    }),
  ]);
}

describe('the development helpers', () => {
  it('answer callers on this machine', async () => {
    for (const address of LOOPBACK) {
      const [mailbox, page, clock] = await callHelpers(address);
      expect(mailbox.statusCode, address).toBe(200);
      expect(mailbox.json().result).toMatchObject({ mail: expect.any(Array), sms: expect.any(Array) });
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain('Development mailbox');
      expect(clock.statusCode, address).toBe(400);
    }
  });

  it('do not exist for anyone else: 404, the answer of an unknown path', async () => {
    const unknown = await api(t.app, {
      method: 'GET',
      url: '/api/no-such-path',
      remoteAddress: '10.213.7.2',
    });
    for (const address of ELSEWHERE) {
      for (const response of await callHelpers(address)) {
        expect(response.statusCode, address).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
    }
  });

  it('refuse a request that came through a proxy, even one on this machine, and never believe X-Forwarded-For', async () => {
    const proxied: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
    ];
    for (const headers of proxied) {
      for (const response of await callHelpers('127.0.0.1', headers)) expect(response.statusCode).toBe(404);
    }
    for (const response of await callHelpers('10.213.7.2', { 'x-forwarded-for': '127.0.0.1' })) {
      expect(response.statusCode).toBe(404);
    }
  });

  it('say on the page that it is a development tool for this machine only, never in production', async () => {
    const page = await api(t.app, { method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('served only to this machine');
    expect(page.body).toContain('does not exist in production');
  });
});

describe('the loopback rule', () => {
  it('takes 127.0.0.0/8, ::1 and IPv4 loopback written as IPv6, and nothing else', () => {
    for (const address of [...LOOPBACK, '127.255.255.255', '::ffff:7f00:1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [...ELSEWHERE, '::', '0.0.0.0', '::2', 'localhost', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
