import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, no type declarations
import { precompressWeb } from './precompress-web.mjs';

let dist = '';
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function build(files: Record<string, string>) {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-precompress-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
}

describe('compressing the built web app', () => {
  it('writes a brotli and a gzip copy beside each text file, each the same file once decompressed and smaller than gzip at its default level', () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Row ${i}` })))};`;
    build({
      'assets/app-abc.js': script,
      '_pages/patients.html': `<html>${'<p>Care</p>'.repeat(200)}</html>`,
    });
    expect(precompressWeb(dist)).toBe(2);
    const brotli = fs.readFileSync(path.join(dist, 'assets/app-abc.js.br'));
    const gzip = fs.readFileSync(path.join(dist, 'assets/app-abc.js.gz'));
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(script);
    expect(zlib.gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(zlib.gzipSync(script).length);
    expect(fs.existsSync(path.join(dist, '_pages/patients.html.br'))).toBe(true);
  });

  it('leaves alone small files, images and fonts, and the build records the server never sends', () => {
    build({
      'robots.txt': 'User-agent: *\n',
      'assets/inter.woff2': 'x'.repeat(5000),
      '.vite/manifest.json': JSON.stringify({ big: 'y'.repeat(5000) }),
    });
    expect(precompressWeb(dist)).toBe(0);
    expect(fs.readdirSync(dist).filter((name) => name.endsWith('.br') || name.endsWith('.gz'))).toEqual([]);
    expect(fs.existsSync(path.join(dist, 'assets/inter.woff2.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, '.vite/manifest.json.br'))).toBe(false);
  });
});
