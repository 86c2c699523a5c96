import { type Kysely, sql } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';
import { percentile } from './percentile.ts';

/** The targets: the providers table p99 < 50 ms, the heat map p99 < 200 ms. */
const PROVIDERS_P99_MS = 50;
const HEAT_MAP_P99_MS = 200;

/** The heat-map views measured, over the last 3 months: as an admin opens it, and Show All Lessees. */
function heatMapViews() {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date();
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 3);
  const range = `from=${day(from)}&to=${day(to)}`;
  return [
    {
      view: 'admin default: NJ practices, 3 months',
      path: `/api/search/lessee?state=NJ&onlyWithinState=false&${range}`,
    },
    { view: 'all practices, 3 months', path: `/api/search/lessee?${range}` },
  ];
}

/**
 * The admin console at volume: the providers table at 100,000 providers and the lessee heat map at
 * 1,000,000 searches, signed in as the bench admin that `npm run bench:providers` creates. Without it there is
 * nothing to add.
 */
export async function adminCases(db: Kysely<DB>, appUrl: string) {
  const headers = await benchSession(db, 'bench_admin');
  if (!headers) {
    console.log('No bench admin: run `npm run bench:providers` for the providers table and heat-map cases.');
    return [];
  }
  const get = (name: string, path: string, p99Ms: number) => ({
    name,
    url: `${appUrl}${path}`,
    method: 'GET' as const,
    headers,
    target: { p99Ms },
  });
  return [
    get('GET /api/admin/providers (first page, newest first)', '/api/admin/providers', PROVIDERS_P99_MS),
    get(
      'GET /api/admin/providers (by name, page 50)',
      '/api/admin/providers?sort=hostName&order=asc&page=50',
      PROVIDERS_P99_MS,
    ),
    get(
      'GET /api/admin/providers (search "provider4242")',
      '/api/admin/providers?search=provider4242',
      PROVIDERS_P99_MS,
    ),
    ...heatMapViews().map(({ view, path }) => get(`GET /api/search/lessee (${view})`, path, HEAT_MAP_P99_MS)),
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
  const rows = [];
  for (const { view, path } of heatMapViews()) {
    const name = `heat map, cold (${view})`;
    const url = `${appUrl}${path}`;
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
    const at = (p: number) => Math.round(percentile(samples, p));
    rows.push({
      case: name,
      calls,
      'p50 ms': at(50),
      'p99 ms': at(99),
      'max ms': at(100),
      'meets target': at(99) < HEAT_MAP_P99_MS ? 'yes' : `no: p99 ≥ ${HEAT_MAP_P99_MS} ms`,
    });
  }
  return rows;
}
