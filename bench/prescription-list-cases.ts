import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';

const USERS = [
  {
    id: 'bench_reviewer',
    name: 'GET /api/prescription/list (reviewer, Pending, NJ+NY)',
    query: 'tab=others',
  },
  {
    id: 'bench_pharmacist',
    name: 'GET /api/prescription/list (pharmacist, Approved)',
    query: 'tab=approved',
  },
] as const;

/**
 * The prescription lists at volume: signed in as the bench reviewer and pharmacist that
 * `npm run bench:seed` creates. Without them (an unseeded database) there is nothing to add.
 */
export async function prescriptionListCases(db: Kysely<DB>, appUrl: string) {
  const cases = [];
  for (const user of USERS) {
    const headers = await benchSession(db, user.id);
    if (!headers) continue;
    cases.push({
      name: user.name,
      url: `${appUrl}/api/prescription/list?${user.query}`,
      method: 'GET' as const,
      headers,
      // The targets: p99 under 50 ms, and at least 40 % of the bare route's requests per second.
      target: { p99Ms: 50, ratio: 0.4 },
    });
  }
  if (cases.length === 0)
    console.log('No bench reviewer or pharmacist: run `npm run bench:seed` for the list cases.');
  return cases;
}
