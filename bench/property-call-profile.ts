/**
 * Where one call of nearby and of the matches list spends its time, with one client and no load: each
 * statement the call runs, timed alone on the app's own pool, then the whole HTTP call. Sequential, so the figures
 * are latencies, not throughput. Run after `npm run bench:seed` on the same database:
 *
 *   BENCH_DATABASE_URL=postgres://…/bench node --import tsx bench/property-call-profile.ts
 *
 * BENCH_CALLS sets the calls per line (default 200).
 */
import { DASHBOARD_NEARBY_PROPERTIES, MATCHES_PAGE_SIZE, NEARBY_RADIUS_MILES } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { findLiveSession } from '../packages/server/src/features/auth/session.repository.ts';
import { hashSessionId } from '../packages/server/src/features/auth/session.ts';
import {
  matchedPropertiesQuery,
  nearbyPropertiesQuery,
} from '../packages/server/src/features/properties/listings.repository.ts';
import { matchProfiles } from '../packages/server/src/features/properties/matches.repository.ts';
import { startBenchApp } from './bench-app.ts';
import { propertyCases } from './property-cases.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const SEEKER = { organizationId: 'bench_seeker_org' };

interface Timing {
  line: string;
  p50: number;
  p99: number;
  max: number;
}

async function time(line: string, run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 20; i++) await run(); // warm the pool's connections, caches and plans
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { line, p50: at(0.5), p99: at(0.99), max: samples[samples.length - 1]! };
}

async function statements(db: Kysely<DB>, sessionHash: string) {
  const page = { limit: MATCHES_PAGE_SIZE, offset: 0 };
  return [
    await time('session check (user_session ⋈ app_user)', () => findLiveSession(db, sessionHash, new Date())),
    await time('matches: providers’ profile vs the stored one', () =>
      matchProfiles(db, SEEKER.organizationId),
    ),
    await time(`matches: page statement (${MATCHES_PAGE_SIZE} of 271, folded facts)`, () =>
      matchedPropertiesQuery(db, SEEKER.organizationId, {}, page).execute(),
    ),
    await time('matches: all 271 in one statement (folded facts)', () =>
      matchedPropertiesQuery(db, SEEKER.organizationId, {}, { limit: 500, offset: 0 }).execute(),
    ),
    await time('nearby: statement (4 nearest from the practice position, folded facts)', () =>
      nearbyPropertiesQuery(
        db,
        { organizationId: SEEKER.organizationId, miles: NEARBY_RADIUS_MILES },
        {
          excludeOrganizationId: SEEKER.organizationId,
          viewerOrganizationId: SEEKER.organizationId,
          limit: DASHBOARD_NEARBY_PROPERTIES,
        },
      ).execute(),
    ),
  ];
}

async function main() {
  if (!process.env.BENCH_DATABASE_URL) {
    console.error('property-call-profile needs BENCH_DATABASE_URL, a database `npm run bench:seed` filled.');
    process.exit(2);
  }
  const bench = await startBenchApp('profile');
  const db = bench.database.db;
  const cases = await propertyCases(db, bench.url);
  if (cases.length === 0) process.exit(2);
  const headers = cases[0]!.headers;
  const cookie = headers.cookie;
  const session = cookie.slice(cookie.indexOf('=') + 1);

  const timings = await statements(db, hashSessionId(session));
  const http = (path: string) => async () => {
    const res = await fetch(`${bench.url}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.arrayBuffer();
  };
  timings.push(await time('HTTP GET /api/ready', http('/api/ready')));
  timings.push(await time('HTTP GET /api/properties/nearby', http('/api/properties/nearby')));
  timings.push(await time('HTTP GET /api/properties/guest (first page)', http('/api/properties/guest')));
  timings.push(
    await time('HTTP GET /api/properties/guest?limit=100', http('/api/properties/guest?limit=100')),
  );
  const size = async (path: string) =>
    (await (await fetch(`${bench.url}${path}`, { headers })).arrayBuffer()).byteLength;
  console.log(
    `One client, ${CALLS} sequential calls per line. Answer sizes: nearby ${await size('/api/properties/nearby')} B, ` +
      `first page ${await size('/api/properties/guest')} B, limit=100 ${await size('/api/properties/guest?limit=100')} B.`,
  );
  console.table(
    timings.map((t) => ({
      '': t.line,
      'p50 ms': t.p50.toFixed(2),
      'p99 ms': t.p99.toFixed(2),
      'max ms': t.max.toFixed(2),
    })),
  );
  await bench.close();
}

await main();
