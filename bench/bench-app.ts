import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPorts } from '../packages/server/src/adapters/ports.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite, openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { TEST_SESSION_SECRET } from '../packages/server/src/test/api.ts';

/**
 * The real app for a benchmark, in production mode on 127.0.0.1: on BENCH_DATABASE_URL when set, else on a fresh
 * embedded database in a temporary folder. `close` stops it and removes the folder.
 */
export async function startBenchApp(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `carespace-${name}-`));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  await migrateToLatest(database);
  const config = loadConfig({
    NODE_ENV: 'production',
    // Payments run in the sandbox: a demonstration, as far as the configuration is concerned.
    DEMO_MODE: '1',
    // The benchmarks' sessions (bench-session.ts, sessionFor) are signed with it.
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const app = await buildApp({
    config,
    db: database.db,
    ports: createPorts(config, database.db),
    listen: database.listen,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    database,
    url,
    usesPostgres: Boolean(databaseUrl),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
