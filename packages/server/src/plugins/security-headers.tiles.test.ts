import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** The CSP's img-src of a server started with the given settings. */
async function imgSrc(overrides: NodeJS.ProcessEnv): Promise<string[]> {
  const app = Fastify();
  await registerSecurityHeaders(app, testConfig(overrides));
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const directive = String(res.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));
  return directive?.split(' ').slice(1) ?? [];
}

describe('map tiles and the CSP', () => {
  it("lets the pages load the configured tile server's images, and no other host's", async () => {
    expect(await imgSrc({})).toEqual(["'self'", 'data:', 'blob:']);
    expect(await imgSrc({ VITE_MAP_TILE_URL: 'https://tiles.example.com:8443/osm/{z}/{x}/{y}.png' })).toEqual(
      ["'self'", 'data:', 'blob:', 'https://tiles.example.com:8443'],
    );
    // A {s} subdomain template: any subdomain of that host.
    expect(await imgSrc({ VITE_MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' })).toContain(
      'https://*.tile.example.org',
    );
  });

  it('refuses a tile setting that is not an http(s) tile template', () => {
    for (const value of [
      'tiles.example.com/{z}/{x}/{y}.png',
      'ftp://tiles.example.com/{z}.png',
      'https://{z}.x/{y}',
    ]) {
      expect(() => testConfig({ VITE_MAP_TILE_URL: value }), value).toThrow(/VITE_MAP_TILE_URL/);
    }
  });
});
