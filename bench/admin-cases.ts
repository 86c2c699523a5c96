import { type Kysely, sql } from 'kysely';
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

/**
 * The heat map with nothing kept: before each call the interest data's version is raised (as a newly recorded
 * search raises it), so every call computes its map. One caller, one call after another: each figure is one cold
 * computation's latency. Null without the bench admin.
 */
export async function coldHeatMapSeries(db: Kysely<DB>, appUrl: string, calls: number) {
  const headers = await benchSession(db, 'bench_admin');
  if (!headers) return null;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 3);
  const series = [
    {
      name: 'heat map, cold (admin default: NJ practices, 3 months)',
      query: `state=NJ&onlyWithinState=false&`,
    },
    { name: 'heat map, cold (all practices, 3 months)', query: '' },
  ];
  const rows = [];
  for (const { name, query } of series) {
    const url = `${appUrl}/api/search/lessee?${query}from=${day(from)}&to=${day(to)}`;
    const samples: number[] = [];
    for (let i = 0; i < calls + 3; i++) {
      await sql`update lessee_interest_version set version = version + 1`.execute(db);
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (i >= 3) samples.push(performance.now() - started); // the first calls warm the pool and caches
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!);
    rows.push({
      case: name,
      calls,
      'p50 ms': at(0.5),
      'p99 ms': at(0.99),
      'max ms': at(1),
      'meets target': at(0.99) < 200 ? 'yes' : 'no: p99 ≥ 200 ms',
    });
  }
  return rows;
}
