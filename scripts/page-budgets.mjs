// The download budget of every pre-rendered public page, checked at the end of the web build (scripts/build-web.mjs):
// the build fails when a page's JavaScript passes its budget. See docs/performance.md, "Page budgets".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const KB = 1024;

/** Where people sign up, sign in and write to us: forms, 150 KB gzipped before the first interaction. */
export const ENTRY_PAGES = new Set([
  '/login',
  '/patient/signup',
  '/provider/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-update-email',
  '/contact-us',
  '/calculate-my-wrvu',
  '/schedule-a-complimentary-therapy-navigation',
  '/get-started',
]);

/**
 * Gzipped JavaScript before the first interaction, per kind of page. A kind's budget fails the build once
 * `enforced`; until then pages over it are only reported. PAGE_BUDGETS=warn reports every kind without failing
 * (while a page is being worked on); PAGE_BUDGETS=enforce fails on every kind.
 */
export const BUDGETS = {
  landing: { kb: 120, enforced: true },
  entry: { kb: 150, enforced: true },
  // A signed-in route's first load (the entry and every chunk the route needs before it draws): the target is
  // 170 KB, which antd's share keeps out of reach today (docs/performance.md, "Signed-in pages"). Until a
  // route fits it is reported, and `ceilingKb` fails the build: no route may grow past what it loads today.
  'signed-in': { kb: 170, enforced: false, ceilingKb: 600 },
};

export function kindOf(pathname) {
  return ENTRY_PAGES.has(pathname) ? 'entry' : 'landing';
}

/** The budget of a pre-rendered page, in gzipped bytes, by its path. */
export function budgetFor(pathname) {
  return BUDGETS[kindOf(pathname)].kb * KB;
}

function enforced(kind) {
  if (process.env.PAGE_BUDGETS === 'warn') return false;
  return process.env.PAGE_BUDGETS === 'enforce' || BUDGETS[kind].enforced;
}

/**
 * The scripts a pre-rendered page loads before anyone touches it: the entry script, every modulepreload in its
 * head (the entry's imports and the page's own chunks), and, from Vite's manifest, whatever those import
 * statically (dynamic imports wait for an interaction or a scroll and are not counted).
 */
export function pageScripts(html, clientManifest) {
  const byFile = new Map(Object.values(clientManifest).map((chunk) => [chunk.file, chunk]));
  const found = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = clientManifest[key]?.file;
      if (imported) visit(imported);
    }
  };
  for (const file of found) visit(file);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Gzipped size as the server's compression sends it (zlib's default level). */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Measures every page the pre-render wrote (dist/_pages/manifest.json) against its budget. Returns one row per
 * page, closest to its budget first; throws, printing each page over an enforced budget with its chunks and their
 * sizes. Pages over a budget not enforced (yet) are printed the same way.
 */
/**
 * The signed-in routes' pages (_pages/areas.json, scripts/prerender-web.mjs): the entry and every chunk the
 * route's HTML preloads (antd's layout, the area's shell, the page and what they import statically).
 */
function signedInRows(distDir, clientManifest, sizeOf) {
  const manifestPath = path.join(distDir, '_pages/areas.json');
  if (!fs.existsSync(manifestPath)) return [];
  const areas = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return Object.entries(areas).map(([pattern, file]) => {
    const html = fs.readFileSync(path.join(distDir, '_pages', file), 'utf8');
    const chunks = pageScripts(html, clientManifest)
      .map((script) => ({ file: script, bytes: sizeOf(script) }))
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    return {
      pathname: pattern,
      address: pattern,
      kind: 'signed-in',
      bytes,
      budget: BUDGETS['signed-in'].kb * KB,
      chunks,
    };
  });
}

/**
 * The signed-in routes against their budget: throws when one passes the ceiling (or the budget, once enforced);
 * otherwise one line per route over the budget and a summary.
 */
function checkSignedIn(rows, log) {
  if (rows.length === 0) return;
  const { kb: budgetKb, ceilingKb } = BUDGETS['signed-in'];
  const limit = (enforced('signed-in') ? budgetKb : ceilingKb) * KB;
  const failing = rows.filter((row) => row.bytes > limit);
  if (failing.length > 0 && process.env.PAGE_BUDGETS !== 'warn') {
    const list = failing
      .map(
        (row) =>
          `  ${row.address}: ${kb(row.bytes)} of JavaScript (gzip) on its first load; limit ${kb(limit)}\n` +
          row.chunks.map((chunk) => `      ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`).join('\n'),
      )
      .join('\n');
    throw new Error(`${failing.length} signed-in route(s) over their JavaScript limit:\n${list}`);
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const smallest = rows.reduce((a, b) => (b.bytes < a.bytes ? b : a));
  log(
    `Signed-in routes: ${rows.length}, ${rows.length - over.length} within ${budgetKb} KB (target, not enforced ` +
      `yet; ceiling ${ceilingKb} KB enforced); first loads from ${kb(smallest.bytes)} (${smallest.address}) to ` +
      `${kb(largest.bytes)} (${largest.address}).`,
  );
}

export function checkPageBudgets(distDir, { log = console.log } = {}) {
  const clientManifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const pages = JSON.parse(fs.readFileSync(path.join(distDir, '_pages/manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(path.join(distDir, file)));
    return sizes.get(file);
  };
  // An emailed link's page has a second file, for an address with a key: both are measured.
  const files = Object.entries(pages).flatMap(([pathname, entry]) => {
    if (typeof entry === 'string') return [{ pathname, file: entry }];
    const keyed = entry.keyed
      ? [{ pathname, address: `${pathname}?${entry.keyed.parameter}=…`, file: entry.keyed.file }]
      : [];
    return [{ pathname, file: entry.file }, ...keyed];
  });
  const rows = files.map(({ pathname, address = pathname, file }) => {
    const html = fs.readFileSync(path.join(distDir, '_pages', file), 'utf8');
    const chunks = pageScripts(html, clientManifest)
      .map((script) => ({ file: script, bytes: sizeOf(script) }))
      .sort((a, b) => b.bytes - a.bytes);
    const bytes = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    return { pathname, address, kind: kindOf(pathname), bytes, budget: budgetFor(pathname), chunks };
  });
  rows.sort((a, b) => b.bytes / b.budget - a.bytes / a.budget);
  const over = rows.filter((row) => row.bytes > row.budget);
  const report = (list) =>
    list
      .map(
        (row) =>
          `  ${row.address}: ${kb(row.bytes)} of JavaScript (gzip) before the first interaction; budget ${kb(row.budget)}\n` +
          row.chunks.map((chunk) => `      ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`).join('\n'),
      )
      .join('\n');
  const failing = over.filter((row) => enforced(kindOf(row.pathname)));
  if (failing.length > 0) {
    throw new Error(
      `${failing.length} public page(s) over their JavaScript budget:\n${report(failing)}\n` +
        '(PAGE_BUDGETS=warn reports without failing while a page is being worked on.)',
    );
  }
  if (over.length > 0) {
    log(`${over.length} public page(s) over their JavaScript budget (not enforced yet):\n${report(over)}`);
  }
  const signedIn = signedInRows(distDir, clientManifest, sizeOf);
  checkSignedIn(signedIn, log);
  const tightest = rows[0];
  if (tightest) {
    log(
      `Page budgets: ${rows.length} pre-rendered pages, ${rows.length - over.length} within budget; nearest ` +
        `its budget: ${tightest.address}, ${kb(tightest.bytes)} of ${kb(tightest.budget)}.`,
    );
  }
  return [...rows, ...signedIn];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir =
    process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/dist');
  for (const row of checkPageBudgets(distDir)) {
    console.log(`${kb(row.bytes).padStart(9)} / ${kb(row.budget)}  ${row.address}`);
  }
}
