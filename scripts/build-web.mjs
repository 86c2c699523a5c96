// Builds the web app when its sources are newer than the last build (used by `npm start` and the e2e run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderWeb } from './prerender-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
// Written last by a build, so a build that stopped half-way counts as stale.
const builtIndex = path.join(webDir, 'dist/_pages/manifest.json');

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function webIsStale() {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'public'),
    path.join(webDir, 'vite.config.ts'),
    path.join(root, 'packages/domain/src'),
  ];
  return sources.some((source) => newestMtime(source) > built.mtimeMs);
}

/** The production build: Vite's client bundle, then the pre-rendered public pages. */
export async function buildWeb() {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: webDir,
      stdio: 'inherit',
    },
  );
  await prerenderWeb();
}

export async function buildWebIfStale() {
  if (!webIsStale()) return;
  console.log('Building the web app…');
  await buildWeb();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWeb();
