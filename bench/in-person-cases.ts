import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';

/**
 * In-person visits at volume: a referred patient's page (the nearby clinicians search among 10,000 organizations,
 * half of them opted in, plus the visit requests and the audit row), signed in as the bench patient that
 * bench/in-person-seed.ts creates. Without it there is nothing to add.
 */
export async function inPersonCases(db: Kysely<DB>, appUrl: string) {
  const headers = await benchSession(db, 'bench_patient');
  if (!headers) {
    console.log('No bench patient: run `npm run bench:seed` for the nearby clinicians case.');
    return [];
  }
  return [
    {
      name: 'GET /api/in-person/referrals/:id (5 nearest clinicians within 25 miles)',
      url: `${appUrl}/api/in-person/referrals/bench_referral`,
      method: 'GET' as const,
      headers,
      target: { p99Ms: 20 },
    },
  ];
}
