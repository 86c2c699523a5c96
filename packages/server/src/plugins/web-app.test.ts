import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

/*
 * A small stand-in for packages/web/dist: the app shell, one hashed asset and two pre-rendered pages with their
 * manifest, as scripts/prerender-web.mjs writes them.
 */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-web-dist-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
  fs.writeFileSync(path.join(webDist, file), text);
};
write('index.html', '<html><body><div id="root"></div>shell</body></html>');
write('assets/index-abc123.js', 'console.log("app");');
// A script the build compressed (scripts/precompress-web.mjs): its copies say which one was sent.
const vendorScript = `export const vendor = "${'v'.repeat(4000)}";`;
write('assets/vendor-def456.js', vendorScript);
fs.writeFileSync(path.join(webDist, 'assets/vendor-def456.js.br'), zlib.brotliCompressSync(vendorScript));
fs.writeFileSync(path.join(webDist, 'assets/vendor-def456.js.gz'), zlib.gzipSync(vendorScript));
write('.vite/manifest.json', JSON.stringify({ 'src/main.tsx': { file: 'assets/index-abc123.js' } }));
write('_pages/patients.html', '<html><body><div id="root"><h1>For patients</h1></div></body></html>');
write('_pages/what-we-treat/edys.html', '<html><body><div id="root"><h1>ED</h1></div></body></html>');
write(
  '_pages/reset-password.html',
  '<html><body><div id="root"><h1>Link missing its key</h1></div></body></html>',
);
write(
  '_pages/reset-password.keyed.html',
  '<html><body><div id="root"><h1>Choose a new password</h1></div></body></html>',
);
write(
  '_pages/manifest.json',
  JSON.stringify({
    '/patients': 'patients.html',
    '/what-we-treat/edys': 'what-we-treat/edys.html',
    '/reset-password': {
      file: 'reset-password.html',
      keyed: { parameter: 'verificationKey', file: 'reset-password.keyed.html' },
    },
  }),
);

write('_pages/areas/admin.html', '<html><body><div id="root"></div>admin dashboard chunks</body></html>');
write(
  '_pages/areas/admin_properties.html',
  '<html><body><div id="root"></div>properties chunks</body></html>',
);
write(
  '_pages/areas/admin_properties_id.html',
  '<html><body><div id="root"></div>property chunks</body></html>',
);
write(
  '_pages/areas.json',
  JSON.stringify({
    '/admin': 'areas/admin.html',
    '/admin/properties/:id': 'areas/admin_properties_id.html',
    '/admin/properties': 'areas/admin_properties.html',
  }),
);

const t = useTestApp({ WEB_DIST: webDist });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('serving the web app', () => {
  it('sends a public page its pre-rendered HTML, never cached, with or without a trailing slash or campaign tags', async () => {
    for (const url of [
      '/patients',
      '/patients/',
      '/patients?utm_source=mail&utm_campaign=fall',
      '/patients?gclid=x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<h1>For patients</h1>');
    }
    const nested = await t.app.inject({ method: 'GET', url: '/what-we-treat/edys' });
    expect(nested.body).toContain('<h1>ED</h1>');
  });

  it("sends an emailed link's page the file for its key: any key gets the form, no key (or a blank one) the missing-key page", async () => {
    const pages = {
      '/reset-password?verificationKey=abc': 'Choose a new password',
      '/reset-password/?verificationKey=abc&x=1': 'Choose a new password',
      '/reset-password': 'Link missing its key',
      '/reset-password?verificationKey=%20': 'Link missing its key',
      '/reset-password?x=1&utm_source=mail': 'Link missing its key',
    };
    for (const [url, heading] of Object.entries(pages)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('sends the app shell for every other page, so deep links into the signed-in areas work', async () => {
    // A query the page may read was not part of the pre-render, so that page starts from the shell too.
    for (const url of ['/rx/orders', '/login', '/no/such/page', '/', '/patients?tab=providers']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('shell');
    }
  });

  it("sends a signed-in route the app's HTML with its own chunks preloaded, whatever the query", async () => {
    const pages = {
      '/admin': 'admin dashboard chunks',
      '/admin/': 'admin dashboard chunks',
      '/admin/properties?page=2': 'properties chunks',
      '/admin/properties/42': 'property chunks',
      '/admin/properties/42/': 'property chunks',
      '/admin/properties/42/photos': 'shell',
      '/admin/nothing-here': 'shell',
    };
    for (const [url, text] of Object.entries(pages)) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(text);
    }
    const hidden = await t.app.inject({ method: 'GET', url: '/_pages/areas.json' });
    expect(hidden.body).not.toContain('areas/admin.html');
  });

  it('does not expose the pre-rendered files under their own folder, nor the build manifest', async () => {
    for (const url of ['/_pages/patients.html', '/_pages/manifest.json', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('For patients');
      expect(response.body, url).not.toContain('edys.html');
      expect(response.body, url).not.toContain('src/main.tsx');
    }
  });

  it('caches hashed assets for a year and answers a missing one with a real 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-gone99.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it("sends the build's brotli or gzip copy of a file to a browser that accepts it, and the file itself otherwise", async () => {
    const get = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/vendor-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(vendorScript);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(vendorScript);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(vendorScript);
  });

  it('sends a hashed script only the security headers a script uses, and a page all of them', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/vendor-def456.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/patients' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A file under /assets that is not a script, stylesheet or font keeps the whole set.
    const other = await t.app.inject({ method: 'GET', url: '/assets/logo-abc123.svg' });
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
