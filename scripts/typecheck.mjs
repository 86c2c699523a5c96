// `npm run typecheck`: the three TypeScript projects (server + domain + bench + scripts, the web app, the browser
// journeys) checked at once rather than one after another: about half the wall time on two cores.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const projects = ['tsconfig.json', 'packages/web', 'e2e'];

const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], {
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
