/**
 * `npm run bench`: load on the real server, side by side with a bare Fastify JSON route in the same run, so
 * figures are comparable across machines as ratios. Every later performance target builds on this harness.
 * Traffic goes to 127.0.0.1 only; each run is bounded in time.
 */
import os from 'node:os';
import Fastify from 'fastify';
import { adminCases, coldHeatMapSeries } from './admin-cases.ts';
import { startBenchApp } from './bench-app.ts';
import { bookingCases } from './booking-cases.ts';
import { inPersonCases } from './in-person-cases.ts';
import { type LoadResult, runLoad } from './load.ts';
import { prescriptionListCases } from './prescription-list-cases.ts';
import { propertyCases } from './property-cases.ts';
import { recordCases } from './record-cases.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The loads each case is run at, as concurrent connections: one caller alone (a latency with no queue) and eight
 * at once (the tested load of the volume targets: more clinicians, pharmacists or admins on one list at the same
 * moment than a practice has). BENCH_CONNECTIONS=a,b,… sets others.
 */
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '1,8').split(',').map(Number);

/** A volume case's target (the issue's): p99 in ms, and optionally a share of the bare route's requests per second. */
export interface Target {
  p99Ms: number;
  ratio?: number;
  /** The connections the target is set for, when not every level (a figure at other levels is shown, not judged). */
  connections?: number;
}

function verdict(
  result: LoadResult,
  bare: LoadResult,
  target: Target | undefined,
  connections: number,
): string {
  if (!target || (target.connections !== undefined && target.connections !== connections)) return '';
  const missed = [
    result.p99Ms >= target.p99Ms && `p99 ≥ ${target.p99Ms} ms`,
    target.ratio !== undefined &&
      result.requestsPerSecond < target.ratio * bare.requestsPerSecond &&
      `req/s < ${target.ratio * 100} % of bare`,
  ].filter(Boolean);
  return missed.length === 0 ? 'yes' : `no: ${missed.join(', ')}`;
}

async function main() {
  const bench = await startBenchApp('bench');
  const { database, usesPostgres } = bench;
  const appUrl = bench.url;

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, result: { status: 'ok' }, error: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const allCases = [
    { name: 'bare Fastify JSON route', url: `${bareUrl}/bare`, method: 'GET' as const },
    { name: 'GET /api/health', url: `${appUrl}/api/health`, method: 'GET' as const },
    {
      name: 'POST /api/misc/reference-tables (usState, language)',
      url: `${appUrl}/api/misc/reference-tables`,
      method: 'POST' as const,
      body: JSON.stringify({ tables: ['usState', 'language'] }),
    },
    { name: 'GET /api/ready (database round trip)', url: `${appUrl}/api/ready`, method: 'GET' as const },
    // With `npm run bench:seed` run on BENCH_DATABASE_URL: the reviewer's and the pharmacist's lists at volume.
    ...(usesPostgres ? await prescriptionListCases(database.db, appUrl) : []),
    // The same seed's bench seeker: nearby and the matches list with 50,000 properties and 10,000 organizations.
    ...(usesPostgres ? await propertyCases(database.db, appUrl) : []),
    // With `npm run bench:providers`: the admin providers table (100,000 providers) and the lessee heat map
    // (1,000,000 searches), as the bench admin.
    ...(usesPostgres ? await adminCases(database.db, appUrl) : []),
    // A patient's whole record with 50 requests and 200 orders, as a PDF and as a FHIR bundle.
    ...(await recordCases(database.db, appUrl)),
    // The same seed's bench patient: a referred request's nearby clinicians.
    ...(usesPostgres ? await inPersonCases(database.db, appUrl) : []),
    // A listing booked every weekday hour for a year: the free-slot calendar (seeds itself, on either database).
    ...(await bookingCases(database.db, appUrl)),
  ];

  // BENCH_ONLY=text runs only the cases whose name contains it (after the bare route, the ratios' base).
  const only = process.env.BENCH_ONLY;
  const cases = only ? allCases.filter((c, index) => index === 0 || c.name.includes(only)) : allCases;
  console.log(
    `Database: ${database.kind}; ${LEVELS.join(' and ')} connections, ${DURATION_S} s per case, ${os.cpus().length} cores\n`,
  );
  const rows = [];
  let errors = 0;
  for (const connections of LEVELS) {
    let bareResult: LoadResult | undefined;
    for (const c of cases as Array<(typeof cases)[number] & { target?: Target }>) {
      const result = await runLoad({ ...c, connections, seconds: DURATION_S });
      bareResult ??= result; // the first case is the bare route
      errors += result.errors;
      rows.push({
        case: result.name,
        connections,
        'req/s': Math.round(result.requestsPerSecond),
        'p99 ms': result.p99Ms,
        'req/s vs bare': (result.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2),
        'p99 vs bare': (result.p99Ms / Math.max(bareResult.p99Ms, 1)).toFixed(2),
        errors: result.errors,
        'meets target': verdict(result, bareResult, c.target, connections),
      });
    }
  }
  console.table(rows);
  if (usesPostgres) {
    const cold = await coldHeatMapSeries(database.db, appUrl, Number(process.env.BENCH_COLD_CALLS ?? 30));
    if (cold) console.table(cold);
  }

  await bench.close();
  await bare.close();
  if (errors > 0) process.exitCode = 1;
}

await main();
