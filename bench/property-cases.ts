import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';

/**
 * The space marketplace at volume: nearby and the matches list, signed in as the bench seeker that
 * `npm run bench:seed` creates (bench/properties-seed.ts). Without it (an unseeded database) there is nothing to add.
 */
export async function propertyCases(db: Kysely<DB>, appUrl: string) {
  const headers = await benchSession(db, 'bench_seeker');
  if (!headers) {
    console.log('No bench seeker: run `npm run bench:seed` for the nearby and matches cases.');
    return [];
  }
  return [
    {
      name: 'GET /api/properties/nearby (4 within 5 miles)',
      url: `${appUrl}/api/properties/nearby`,
      method: 'GET' as const,
      headers,
      target: { p99Ms: 10 },
    },
    {
      name: 'GET /api/properties/guest (matches list, NJ+NY)',
      url: `${appUrl}/api/properties/guest`,
      method: 'GET' as const,
      headers,
      target: { p99Ms: 50 },
    },
  ];
}
