import type { Kysely } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';

/**
 * The admin console at volume (issue 15): the providers table at 100,000 providers and the lessee heat map at
 * 1,000,000 searches, signed in as the bench admin that `npm run bench:providers` creates. Without it there is
 * nothing to add.
 */
export async function adminCases(db: Kysely<DB>, appUrl: string) {
  const headers = await benchSession(db, 'bench_admin');
  if (!headers) {
    console.log('No bench admin: run `npm run bench:providers` for the providers table and heat-map cases.');
    return [];
  }
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 3);
  // Issue 15: the providers table p99 < 50 ms, the heat map p99 < 200 ms.
  const get = (name: string, path: string) => ({
    name,
    url: `${appUrl}${path}`,
    method: 'GET' as const,
    headers,
    target: { p99Ms: path.startsWith('/api/search/lessee') ? 200 : 50 },
  });
  return [
    get('GET /api/admin/providers (first page, newest first)', '/api/admin/providers'),
    get(
      'GET /api/admin/providers (by name, page 50)',
      '/api/admin/providers?sort=hostName&order=asc&page=50',
    ),
    get('GET /api/admin/providers (search "provider4242")', '/api/admin/providers?search=provider4242'),
    get(
      'GET /api/search/lessee (admin default: NJ practices, 3 months)',
      `/api/search/lessee?state=NJ&onlyWithinState=false&from=${day(from)}&to=${day(to)}`,
    ),
    get(
      'GET /api/search/lessee (all practices, 3 months)',
      `/api/search/lessee?from=${day(from)}&to=${day(to)}`,
    ),
  ];
}
