import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json and lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/misc/reference-tables',
        '/api/search/GeolocationFromZipcode/',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/misc/reference-tables'].post.requestBody).toBeDefined();
  });

  it('has a request and response schema for every API route', () => {
    const missing = t.app.routeList
      .filter(
        (r) => r.url.startsWith('/api/') && r.url !== '/api/openapi.json' && !r.url.startsWith('/api/test/'),
      )
      .filter((r) => !r.schema?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
