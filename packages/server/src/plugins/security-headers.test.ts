import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

// A production configuration: HSTS on, development pages gone.
const t = useTestApp({ NODE_ENV: 'production', DEMO_MODE: '1' });

describe('security headers in production', () => {
  it('sends HSTS, a strict CSP with frame-ancestors, and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS and nosniff with a hashed script too, without the page-only headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('has no development mailbox, not even for a caller on this machine', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(api.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).not.toContain('Development mailbox');
    expect(t.app.routeList.some((route) => String(route.url).includes('/dev/'))).toBe(false);
  });
});
