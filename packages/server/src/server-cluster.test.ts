import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { newId } from './lib/ids.ts';
import { urlForDatabase, withAdminClient } from './test/databases.ts';
import { type ServerProcess, START_WAIT_MS, startServerProcess } from './test/server-process.ts';

/*
 * WORKERS=2: one primary, two server processes on one port. A worker killed outright is replaced while the other
 * serves; a SIGTERM to the primary stops them all cleanly. PostgreSQL only (several processes need it).
 */

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The server processes the primary forked (its children running main.ts; tsx's compiler helpers left out). */
function workersOf(primary: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === primary && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

let databaseName: string;
let dataDir: string;
let server: ServerProcess;

describe.skipIf(!onPostgres)('WORKERS=2', () => {
  beforeAll(async () => {
    databaseName = `carespace_test_${newId(10).toLowerCase()}`;
    const template = inject('templateDatabase');
    await withAdminClient((c) => c.query(`create database "${databaseName}" template "${template}"`));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-workers-'));
    server = await startServerProcess({
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      WORKERS: '2',
      DATABASE_URL: urlForDatabase(databaseName),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
  }, START_WAIT_MS + 30_000);

  afterAll(async () => {
    await server?.stop();
    if (databaseName) {
      await withAdminClient((c) => c.query(`drop database if exists "${databaseName}" with (force)`));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(
    'replaces a worker killed outright while the other serves, and stops them all on SIGTERM',
    async () => {
      const primary = server.child.pid!;
      // Both listening (the server answers as soon as one does).
      await vi.waitFor(() => expect(server.output()).toContain('with 2 processes'), {
        timeout: START_WAIT_MS,
        interval: 200,
      });
      expect(workersOf(primary)).toHaveLength(2);
      const [killed, kept] = workersOf(primary) as [number, number];
      process.kill(killed, 'SIGKILL');
      // A connection the primary hands to a worker in the instant it dies is never answered (node:cluster gives it to
      // that worker and waits for a reply that cannot come), so a caller times out and asks again, as nginx does.
      await vi.waitFor(
        async () => {
          const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
          expect(response.status).toBe(200);
        },
        { timeout: 10_000, interval: 100 },
      );
      await vi.waitFor(
        () => {
          const now = workersOf(primary);
          expect(now).toHaveLength(2);
          expect(now).toContain(kept);
          expect(now).not.toContain(killed);
        },
        { timeout: START_WAIT_MS, interval: 200 },
      );
      const [replacement] = workersOf(primary).filter((pid) => pid !== kept);
      expect(server.output()).toContain(`Server process ${killed} ended (SIGKILL); starting another`);
      await vi.waitFor(
        () => expect(server.output()).toContain(`Server process ${replacement} is serving (a replacement)`),
        { timeout: START_WAIT_MS, interval: 200 },
      );
      for (let i = 0; i < 4; i++) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const workers = workersOf(primary);
      expect(await server.stop()).toBe(0);
      expect(workers.filter(alive)).toEqual([]);
    },
    START_WAIT_MS + 30_000,
  );
});
