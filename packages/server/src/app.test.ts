import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { api } from './test/api.ts';
import { useTestApp } from './test/test-app.ts';

const t = useTestApp({}, (app) => {
  app.get('/api/test/explode', async () => {
    // A database error carries SQL in its message: it must never reach the caller.
    await sql`select * from no_such_table_for_test`.execute(app.db);
  });
});

describe('the JSON envelope and error handling', () => {
  it('answers liveness and readiness in the envelope', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: true, result: { status: 'ok' }, error: null });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ success: true, result: { status: 'ok' }, error: null });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      result: null,
      error: { code: 'NOT_FOUND', message: 'Page or object not found', isInformation: false },
    });
  });

  it('answers malformed JSON with a clear 400 and no internals', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/misc/reference-tables',
      headers: { 'content-type': 'application/json' },
      payload: '{"tables": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
      isInformation: false,
    });
    expect(res.body).not.toMatch(/node_modules|\.ts:\d+|at \w+ \(/);
  });

  it('answers a JSON body over 1 MB with 413 naming the 1 MB limit, not the upload limit', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: 'This request is too large: requests are limited to 1 MB.',
      isInformation: false,
    });
    const count = await t.database.db
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('hides the details of an unexpected failure behind the generic message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      result: null,
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong. Please try again later, or contact support if this problem persists.',
        isInformation: false,
      },
    });
    expect(res.body).not.toContain('no_such_table_for_test');
    expect(res.body).not.toContain('select');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('compresses large answers', async () => {
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/misc/reference-tables',
      headers: { 'accept-encoding': 'gzip' },
      payload: { tables: ['njZipcode'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a non-API path without a built web app with a plain hint, not a stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/patients' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
  });

  it('refuses a state-changing call without the CSRF header or from another origin', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/misc/reference-tables',
      payload: { tables: ['usState'] },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('FORBIDDEN');
    const crossSite = await api(t.app, {
      method: 'POST',
      url: '/api/misc/reference-tables',
      payload: { tables: ['usState'] },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await api(t.app, {
      method: 'POST',
      url: '/api/misc/reference-tables',
      payload: { tables: ['usState'] },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
