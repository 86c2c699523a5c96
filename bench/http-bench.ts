/**
 * `npm run bench`: load on the real server, side by side with a bare Fastify JSON route in the same run, so
 * figures are comparable across machines as ratios. Every later performance target builds on this harness.
 * Traffic goes to 127.0.0.1 only; each run is bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createPorts } from '../packages/server/src/adapters/ports.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPglite, openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { type LoadResult, runLoad } from './load.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-bench-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  await migrateToLatest(database);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ config, db: database.db, ports: createPorts(config, database.db, {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, result: { status: 'ok' }, error: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const cases = [
    { name: 'bare Fastify JSON route', url: `${bareUrl}/bare`, method: 'GET' as const },
    { name: 'GET /api/health', url: `${appUrl}/api/health`, method: 'GET' as const },
    {
      name: 'POST /api/misc/reference-tables (usState, language)',
      url: `${appUrl}/api/misc/reference-tables`,
      method: 'POST' as const,
      body: JSON.stringify({ tables: ['usState', 'language'] }),
    },
    { name: 'GET /api/ready (database round trip)', url: `${appUrl}/api/ready`, method: 'GET' as const },
  ];

  console.log(
    `Database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_S} s per case, ${os.cpus().length} cores\n`,
  );
  const results: LoadResult[] = [];
  for (const c of cases) results.push(await runLoad({ ...c, connections: CONNECTIONS, seconds: DURATION_S }));

  const base = results[0]!;
  const rows = results.map((r) => ({
    case: r.name,
    'req/s': Math.round(r.requestsPerSecond),
    'p99 ms': r.p99Ms,
    'req/s vs bare': (r.requestsPerSecond / base.requestsPerSecond).toFixed(2),
    'p99 vs bare': (r.p99Ms / Math.max(base.p99Ms, 1)).toFixed(2),
    errors: r.errors,
  }));
  console.table(rows);

  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

await main();
