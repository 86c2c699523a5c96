/**
 * EXPLAIN (ANALYZE, BUFFERS) of nearby and the matches list's first page for the bench seeker, as the app runs
 * them (the repository's own statements). Printed at the end of bench/properties-seed.ts; run alone on a seeded
 * database to see the plans again: DATABASE_URL=postgres://…/bench node --import tsx bench/property-explain.ts
 */
import { pathToFileURL } from 'node:url';
import { DASHBOARD_NEARBY_PROPERTIES, MATCHES_PAGE_SIZE, NEARBY_RADIUS_MILES } from '@carespace/domain';
import { CompiledQuery, type Kysely } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import type { DB } from '../packages/server/src/db/types.ts';
import {
  matchedPropertiesQuery,
  nearbyPropertiesQuery,
} from '../packages/server/src/features/properties/listings.repository.ts';

export const BENCH_SEEKER = {
  id: 'bench_seeker',
  email: 'seeker@bench.carespace.test',
  organizationId: 'bench_seeker_org',
  /** Hoboken, NJ: inside the New Jersey metro area of the seed. */
  latitude: 40.7445,
  longitude: -74.0329,
} as const;

async function explain(db: Kysely<DB>, title: string, compiled: CompiledQuery) {
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
  );
  console.log(`\n-- ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

export async function explainPropertyQueries(db: Kysely<DB>) {
  await explain(
    db,
    'nearby: listed properties within 5 miles of the bench seeker’s practice, nearest 4 (as the dashboard asks)',
    nearbyPropertiesQuery(
      db,
      { organizationId: BENCH_SEEKER.organizationId, miles: NEARBY_RADIUS_MILES },
      {
        excludeOrganizationId: BENCH_SEEKER.organizationId,
        viewerOrganizationId: BENCH_SEEKER.organizationId,
        limit: DASHBOARD_NEARBY_PROPERTIES,
      },
    ).compile(),
  );
  await explain(
    db,
    `matches list: the first page (${MATCHES_PAGE_SIZE}) of the bench seeker’s matched listed properties, most recent first`,
    matchedPropertiesQuery(
      db,
      BENCH_SEEKER.organizationId,
      {},
      { limit: MATCHES_PAGE_SIZE, offset: 0 },
    ).compile(),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('property-explain needs DATABASE_URL, a database `npm run bench:seed` filled.');
    process.exit(2);
  }
  const database = openPostgres(url);
  // Twice: the first run reads the pages from disk and fills the catalog caches; the second is the steady state.
  await explainPropertyQueries(database.db);
  await explainPropertyQueries(database.db);
  await database.close();
}
