/**
 * `npm run bench:web`: Lighthouse 12 in Debian's Chromium against the production build served by the real server
 * (fresh embedded database on a free local port). Prints mobile (Lighthouse's default) and desktop scores for the
 * landing pages, the gzipped JavaScript each page downloads (every script the page loads, lazily loaded ones too),
 * and the metrics behind the performance score. Targets: mobile performance ≥ 90, desktop ≥ 98,
 * accessibility, best practices and SEO ≥ 95, landing JavaScript ≤ 150 KB gzipped.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
// @ts-expect-error: a plain ES module script, no type declarations
import { buildWeb } from '../scripts/build-web.mjs';
// @ts-expect-error: a plain ES module script, no type declarations
import { freePort } from '../scripts/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/patients',
  '/providers',
  '/pricing',
  '/what-we-treat/edys',
];
const PRESETS = (process.env.BENCH_PRESETS?.split(',') ?? ['mobile', 'desktop']) as Array<
  'mobile' | 'desktop'
>;
/** Set BENCH_REPORTS to a folder to keep each Lighthouse JSON report there. */
const REPORTS = process.env.BENCH_REPORTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForReady(url: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become ready in 60 s');
}

interface Row {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  'best practices': number;
  seo: number;
  'JS KB (gzip)': number;
  'JS KB (transfer)': number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'meets targets': string;
}

const TARGETS = { mobile: 90, desktop: 98, otherCategories: 95, jsKbGzip: 150 };

function meetsTargets(row: Omit<Row, 'meets targets'>): boolean {
  return (
    row.performance >= TARGETS[row.preset as 'mobile' | 'desktop'] &&
    row.accessibility >= TARGETS.otherCategories &&
    row['best practices'] >= TARGETS.otherCategories &&
    row.seo >= TARGETS.otherCategories &&
    row['JS KB (gzip)'] <= TARGETS.jsKbGzip
  );
}

function runLighthouse(url: string, preset: 'mobile' | 'desktop', userDataDir: string): Row {
  const out = path.join(userDataDir, 'report.json');
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${[...FLAGS, `--user-data-dir=${userDataDir}`].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const run = () =>
    execFileSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'pipe' });
  try {
    run();
  } catch (error) {
    // Chromium now and then fails to start on a loaded machine: one more try before giving up.
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    console.error(
      `Lighthouse failed on ${url} (${preset}); trying once more. ${stderr.split('\n').slice(-3).join(' ')}`,
    );
    run();
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${preset}.json`;
    fs.copyFileSync(out, path.join(REPORTS, name));
  }
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const items: Array<{ resourceType: string; transferSize: number; url: string }> =
    report.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const transferBytes = scripts.reduce((sum, i) => sum + i.transferSize, 0);
  // The budget is in gzipped bytes: each script's body as the server's gzip sends it, without the ~1 KB of
  // response headers per request that the transfer size also counts.
  const gzipBytes = scripts.reduce((sum, i) => {
    const file = path.join(root, 'packages/web/dist', new URL(i.url).pathname);
    return sum + zlib.gzipSync(fs.readFileSync(file)).length;
  }, 0);
  const row = {
    page: new URL(url).pathname,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'JS KB (gzip)': Math.round(gzipBytes / 102.4) / 10,
    'JS KB (transfer)': Math.round(transferBytes / 102.4) / 10,
    'FCP ms': Math.round(metric('first-contentful-paint')),
    'LCP ms': Math.round(metric('largest-contentful-paint')),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
  };
  return { ...row, 'meets targets': meetsTargets(row) ? 'yes' : 'NO' };
}

async function main() {
  await buildWeb();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-lighthouse-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    {
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://localhost:${port}`;
  const rows: Row[] = [];
  try {
    await waitForReady(base, server);
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-lh-profile-'));
        rows.push(runLighthouse(`${base}${page}`, preset, profile));
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const missed = rows.filter((row) => row['meets targets'] !== 'yes');
  if (missed.length > 0) {
    console.error(`${missed.length} of ${rows.length} runs miss a target (see the table).`);
    process.exitCode = 1;
  }
}

await main();
