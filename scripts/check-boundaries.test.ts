import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of .dependency-cruiser.cjs, run on a small tree laid out like the repository's: a clean tree
 * passes, and each kind of forbidden import added to it fails `npm run check` with its rule's name.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tree of files (path → source) in a new temporary folder, with the tsconfig the configuration names. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-boundaries-'));
  made.push(dir);
  const all = {
    'tsconfig.base.json': '{ "compilerOptions": { "allowImportingTsExtensions": true } }',
    ...files,
  };
  for (const [file, source] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

const CLEAN = {
  'packages/domain/src/index.ts': 'export const PLAN = "STRD";\n',
  'packages/server/src/lib/ids.ts': 'export const newId = () => "x";\n',
  'packages/server/src/features/a/a.repository.ts':
    "import { newId } from '../../lib/ids.ts';\nexport const a = newId;\n",
  'packages/server/src/features/a/a.service.ts':
    "import { a } from './a.repository.ts';\nexport const svc = a;\n",
  'packages/server/src/features/b/b.service.ts':
    "import { svc } from '../a/a.service.ts';\nexport const b = svc;\n",
  'packages/server/src/plugins/p.ts': "import { newId } from '../lib/ids.ts';\nexport const p = newId;\n",
  'packages/web/src/lib/api.ts': 'export const get = () => 1;\n',
  'packages/web/src/features/x/x.ts': "import { get } from '../../lib/api.ts';\nexport const x = get;\n",
  'packages/web/src/features/y/y.ts': "import { get } from '../../lib/api.ts';\nexport const y = get;\n",
  'packages/web/src/app/router.ts': "import { x } from '../features/x/x.ts';\nexport const r = x;\n",
};

async function check(dir: string): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout } = await run(depcruise, ['packages', '--config', config, '--output-type', 'err'], {
      cwd: dir,
    });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

describe('the boundary check', () => {
  it('passes a tree that keeps every boundary', async () => {
    const result = await check(tree(CLEAN));
    expect(result.output).not.toMatch(/error/);
    expect(result.failed).toBe(false);
  });

  it('fails on each kind of new import that breaks a boundary, naming its rule', async () => {
    const breaks: Record<string, [string, string]> = {
      'web-feature-imports-other-feature': [
        'packages/web/src/features/x/z.ts',
        "import { y } from '../y/y.ts';\n",
      ],
      'web-feature-imports-app': [
        'packages/web/src/features/y/z.ts',
        "import { r } from '../../app/router.ts';\n",
      ],
      'server-feature-imports-other-repository': [
        'packages/server/src/features/b/b2.service.ts',
        "import { a } from '../a/a.repository.ts';\n",
      ],
      'server-plugins-and-db-import-features': [
        'packages/server/src/db/migrate.ts',
        "import { svc } from '../features/a/a.service.ts';\n",
      ],
      'server-migrations-import-features': [
        'packages/server/src/db/migrations/0001-start.ts',
        "import { svc } from '../../features/a/a.service.ts';\n",
      ],
      'domain-imports-server-or-web': [
        'packages/domain/src/rules.ts',
        "import { newId } from '../../server/src/lib/ids.ts';\n",
      ],
      'no-circular': [
        'packages/server/src/lib/ids.ts',
        "import { p } from '../plugins/p.ts';\nexport const newId = p;\n",
      ],
    };
    const files = Object.fromEntries(Object.values(breaks));
    const result = await check(tree({ ...CLEAN, ...files }));
    expect(result.failed).toBe(true);
    for (const rule of Object.keys(breaks)) expect(result.output).toContain(rule);
  });
});
