// `npm run typecheck`: the three TypeScript projects (server + domain + bench + scripts, the web app, the browser
// journeys) checked at once rather than one after another, by TypeScript's native compiler (TypeScript 7, installed
// as typescript-native beside TypeScript 5, whose JavaScript API the dependency rules' parser still needs): about
// half TypeScript 5's time from nothing, a third on a second run. Each project keeps its incremental state under node_modules/.cache, so a
// second run re-checks only what changed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
const projects = ['tsconfig.json', 'packages/web', 'e2e'];
const cacheDir = path.join(root, 'node_modules/.cache/typecheck-native');

const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const buildInfo = path.join(cacheDir, `${project.replace(/[^a-z0-9]+/gi, '-')}.tsbuildinfo`);
        const args = [tsc, '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo];
        const child = spawn(process.execPath, args, {
          cwd: root,
          stdio: 'inherit',
        });
        child.on('close', (code) => resolve(code ?? 1));
      }),
  ),
);
const failed = projects.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
