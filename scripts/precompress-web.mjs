// Compresses the built web app once, at the highest settings, beside each file (name.br, name.gz): the server
// sends these as they are (@fastify/static's preCompressed) instead of compressing every response at the fast,
// lower settings a per-request compressor must use. Brotli at its highest quality is about 14 % smaller than
// that for our scripts, which is the download a phone on a slow connection waits for.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** What compresses: text. Fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost (the per-request compressor's threshold too). */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build's own records, which the server never sends.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/** Writes name.br and name.gz beside every compressible file of the build; returns how many files it compressed. */
export function precompressWeb(distDir) {
  let count = 0;
  for (const file of filesUnder(distDir)) {
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller would only cost the client more; the server then sends the file itself.
    if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
    count++;
  }
  return count;
}
