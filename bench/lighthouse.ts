/**
 * `npm run bench:web`: Lighthouse 12 in Debian's Chromium against the production build served by the real server
 * (fresh embedded database on a free local port). Prints mobile (Lighthouse's default) and desktop scores for the
 * landing pages, and the gzipped JavaScript each page downloads. Targets: mobile performance ≥ 90, desktop ≥ 98,
 * accessibility, best practices and SEO ≥ 95, landing JavaScript ≤ 150 KB gzipped.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/patients', '/providers', '/pricing', '/what-we-treat/edys'];
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
  execFileSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: 'ignore' });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const items: Array<{ resourceType: string; transferSize: number }> =
    report.audits['network-requests']?.details?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + i.transferSize, 0);
  return {
    page: new URL(url).pathname,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'JS KB (gzip)': Math.round(jsBytes / 102.4) / 10,
  };
}

async function main() {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'packages/web'),
      stdio: 'inherit',
    },
  );
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
      for (const preset of ['mobile', 'desktop'] as const) {
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
}

await main();
