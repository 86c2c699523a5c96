// Builds the web app when its sources are newer than the last build (used by `npm start` and the e2e run).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPageBudgets } from './page-budgets.mjs';
import { precompressWeb } from './precompress-web.mjs';
import { prerenderWeb } from './prerender-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
export const DEFAULT_DIST = path.join(webDir, 'dist');

/**
 * How the bundle was built, written last by a build (so a build that stopped half-way has none and counts as
 * stale). Inside .vite/, which the server never sends.
 */
export const BUILD_INFO = '.vite/build-info.json';
/**
 * Bumped when the way the bundle is made changes in a way the sources' dates cannot show: a build recorded
 * with another recipe is rebuilt.
 */
export const BUILD_RECIPE = 4;

/**
 * Strings found only in React's development build (its JSX runtime and two of its dev-only warnings). A vendor
 * chunk with any of them is three times the size and several times slower (docs/decisions.md, "The web build
 * is always a production build").
 */
export const DEVELOPMENT_REACT_MARKERS = ['jsxDEV', 'In HTML, %s cannot be a child', 'not wrapped in act('];

/**
 * The environment of the build's child processes: always production, whatever NODE_ENV the caller has (with
 * NODE_ENV=development Vite would bundle React's development build). The server's own mode is not touched.
 */
function productionEnv() {
  return { ...process.env, NODE_ENV: 'production' };
}

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

/** The build's record, or null when there is none (never built, or a build that did not finish). */
export function readBuildInfo(distDir = DEFAULT_DIST) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, BUILD_INFO), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Stale when there is no finished build, when it was made any other way than this script's production build
 * (another mode, React's development build, an older recipe), or when a source is newer than it.
 */
export function webIsStale(distDir = DEFAULT_DIST) {
  const info = readBuildInfo(distDir);
  if (
    !info ||
    info.recipe !== BUILD_RECIPE ||
    info.mode !== 'production' ||
    info.nodeEnv !== 'production' ||
    info.developmentReact !== false
  )
    return true;
  const built = fs.statSync(path.join(distDir, BUILD_INFO)).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'public'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(root, 'packages/domain/src'),
    path.join(root, 'package-lock.json'),
    path.join(root, 'scripts/build-web.mjs'),
    path.join(root, 'scripts/prerender-web.mjs'),
    path.join(root, 'scripts/page-budgets.mjs'),
    path.join(root, 'scripts/precompress-web.mjs'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** The built scripts that carry a development-only React string, with the string found. */
export function developmentReactIn(distDir = DEFAULT_DIST) {
  const assets = path.join(distDir, 'assets');
  const found = [];
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    const marker = DEVELOPMENT_REACT_MARKERS.find((text) => code.includes(text));
    if (marker) found.push({ file, marker });
  }
  return found;
}

/**
 * The production build: Vite's client bundle (production mode, NODE_ENV=production), the pre-rendered public
 * pages, the page budgets, the compressed copies the server sends, then the build record.
 */
export async function buildWeb({ outDir = DEFAULT_DIST } = {}) {
  fs.rmSync(path.join(outDir, BUILD_INFO), { force: true });
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      'production',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webDir, stdio: 'inherit', env: productionEnv() },
  );
  const developmentReact = developmentReactIn(outDir);
  if (developmentReact.length > 0) {
    const where = developmentReact.map(({ file, marker }) => `${file} (“${marker}”)`).join(', ');
    throw new Error(`The web build bundled React's development build: ${where}`);
  }
  await prerenderWeb({ distDir: outDir, env: productionEnv() });
  checkPageBudgets(outDir);
  precompressWeb(outDir);
  const info = {
    recipe: BUILD_RECIPE,
    mode: 'production',
    nodeEnv: 'production',
    developmentReact: false,
    builtAt: new Date().toISOString(),
    node: process.version,
  };
  fs.writeFileSync(path.join(outDir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
}

export async function buildWebIfStale() {
  if (!webIsStale()) return;
  console.log('Building the web app…');
  await buildWeb();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--out-dir <folder>` builds elsewhere (the build test builds into a temporary folder).
  const at = process.argv.indexOf('--out-dir');
  await buildWeb(at > 0 ? { outDir: path.resolve(process.argv[at + 1]) } : {});
}
