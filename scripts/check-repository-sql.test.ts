import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The check that keeps SQL in the repositories (scripts/check-repository-sql.mjs, part of `npm run boundaries`):
 * it passes the repository as it is and a small clean tree, and fails a service that calls the query builder.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts', 'check-repository-sql.mjs');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-repository-sql-'));
  made.push(dir);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

async function check(dir: string): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, dir]);
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

const FEATURE = 'packages/server/src/features/a';
const CLEAN = {
  [`${FEATURE}/a.repository.ts`]:
    "export const find = (db: any, id: string) =>\n  db\n    .selectFrom('a')\n    .where('id', '=', id)\n    .execute();\n",
  [`${FEATURE}/a.service.ts`]:
    "import { find } from './a.repository.ts';\n// Not db.selectFrom('a') here: the repository reads it.\nexport const svc = find;\n",
  [`${FEATURE}/a.test.ts`]: "await db.insertInto('a').values({ id: 'x' }).execute();\n",
  [`${FEATURE}/a-fixtures.ts`]: "await db.deleteFrom('a').execute();\n",
  [`${FEATURE}/a-condition.sql.ts`]: "export const ids = (eb: any) => eb.selectFrom('a').select('id');\n",
};

describe('the check that keeps SQL in the repositories', () => {
  it('passes the code base as it is', async () => {
    const result = await check(root);
    expect(result.output).toBe('');
    expect(result.failed).toBe(false);
  });

  it('passes SQL in a repository, a shared SQL piece, a test or fixtures, and a comment that names a call', async () => {
    const result = await check(tree(CLEAN));
    expect(result.output).toBe('');
    expect(result.failed).toBe(false);
  });

  it('fails each service or other feature file that calls the query builder, naming the file and line', async () => {
    const result = await check(
      tree({
        ...CLEAN,
        [`${FEATURE}/a.service.ts`]:
          "export const svc = (ctx: any) =>\n  ctx.db\n    .updateTable('a')\n    .set({ b: 1 })\n    .execute();\n",
        [`${FEATURE}/a-store.ts`]:
          "export const put = (trx: any) => trx.insertInto('a').values({}).execute();\n",
      }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain(`${FEATURE}/a.service.ts:3: .updateTable(`);
    expect(result.output).toContain(`${FEATURE}/a-store.ts:1: .insertInto(`);
  });
});
