import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';
import { pendingMigrations } from './migrate.ts';
import { migrationProvider } from './migrations/index.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const command = path.join(root, 'packages/server/src/db/migrate-command.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-migrate-command-'));

/** `npm run migrate` with only DATA_DIR set: the embedded database there. */
function migrate(): Promise<{ code: number | null; output: string }> {
  const { PATH, HOME, TMPDIR } = process.env;
  const env = Object.fromEntries(
    Object.entries({ PATH, HOME, TMPDIR, DATA_DIR: dataDir }).filter(([, v]) => v),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', command], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run migrate', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('runs every pending migration, names them, and then finds none pending', async () => {
    const all = Object.keys(await migrationProvider.getMigrations());
    const first = await migrate();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`Ran ${all.length} migrations: ${all.join(', ')}.`);
    const again = await migrate();
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('no migration was pending');
    const database = await openPglite(path.join(dataDir, 'pglite'));
    try {
      expect(await pendingMigrations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
