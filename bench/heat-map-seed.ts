/**
 * The lessee heat map at volume, run by `npm run bench:providers` after the providers: 1,000,000 lessee
 * searches over the last 365 days from 5,000 practices on the real PostgreSQL named by DATABASE_URL, then the
 * heat map's blocks rebuilt (migration 0017) and the heat-map query's EXPLAIN (ANALYZE, BUFFERS) for the admin's default view (New Jersey practices, last 3 months)
 * and for every practice. BENCH_LESSEE_SEARCHES overrides the count; rows it made before (organizations blorg_…)
 * are replaced.
 *
 * Each practice is based in one of 40 metro areas; three searches in four are around its own metro, the rest
 * around another one. A search lands on the 0.01° grid within about 5 km of the metro's centre, as the app
 * records it (a place's centre or a listing's position), so the map has about 4,000 fine cells.
 */
import { sql } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import {
  COARSE_STEP,
  FINE_STEP,
  interestCellsQuery,
} from '../packages/server/src/features/heat-map/heat-map.repository.ts';
import { rangeOf } from '../packages/server/src/features/heat-map/heat-map.service.ts';

const SEARCHES = Number(process.env.BENCH_LESSEE_SEARCHES ?? 1_000_000);
const PRACTICES = 5_000;

/** City, state, centre. */
const METROS: Array<[string, string, number, number]> = [
  ['Hoboken', 'NJ', 40.744, -74.032],
  ['Newark', 'NJ', 40.735, -74.172],
  ['Princeton', 'NJ', 40.357, -74.667],
  ['New Brunswick', 'NJ', 40.486, -74.452],
  ['Camden', 'NJ', 39.926, -75.12],
  ['Morristown', 'NJ', 40.797, -74.481],
  ['New York', 'NY', 40.754, -73.984],
  ['Brooklyn', 'NY', 40.678, -73.944],
  ['White Plains', 'NY', 41.034, -73.763],
  ['Albany', 'NY', 42.652, -73.756],
  ['Buffalo', 'NY', 42.886, -78.878],
  ['Philadelphia', 'PA', 39.952, -75.165],
  ['Pittsburgh', 'PA', 40.44, -79.996],
  ['Allentown', 'PA', 40.608, -75.49],
  ['Boston', 'MA', 42.36, -71.058],
  ['Worcester', 'MA', 42.263, -71.802],
  ['Hartford', 'CT', 41.764, -72.685],
  ['Baltimore', 'MD', 39.29, -76.612],
  ['Washington', 'DC', 38.907, -77.037],
  ['Richmond', 'VA', 37.541, -77.436],
  ['Charlotte', 'NC', 35.227, -80.843],
  ['Raleigh', 'NC', 35.78, -78.639],
  ['Atlanta', 'GA', 33.749, -84.388],
  ['Miami', 'FL', 25.762, -80.192],
  ['Orlando', 'FL', 28.538, -81.379],
  ['Tampa', 'FL', 27.951, -82.457],
  ['Nashville', 'TN', 36.163, -86.781],
  ['Chicago', 'IL', 41.878, -87.63],
  ['Detroit', 'MI', 42.331, -83.046],
  ['Columbus', 'OH', 39.961, -82.999],
  ['Minneapolis', 'MN', 44.978, -93.265],
  ['St. Louis', 'MO', 38.627, -90.199],
  ['Dallas', 'TX', 32.777, -96.797],
  ['Houston', 'TX', 29.76, -95.37],
  ['Austin', 'TX', 30.267, -97.743],
  ['Denver', 'CO', 39.739, -104.99],
  ['Phoenix', 'AZ', 33.448, -112.074],
  ['Seattle', 'WA', 47.606, -122.332],
  ['San Francisco', 'CA', 37.775, -122.419],
  ['Los Angeles', 'CA', 34.052, -118.244],
];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench/heat-map-seed.ts needs DATABASE_URL, a PostgreSQL database it may fill.');
    process.exit(2);
  }
  const database = openPostgres(url);
  await migrateToLatest(database);
  const db = database.db;
  const metros = sql.raw(
    `(values ${METROS.map(([city, state, lat, lng], i) => `(${i}, '${city.replace(/'/g, "''")}', '${state}', ${lat}, ${lng})`).join(', ')}) as m(n, city, state, lat, lng)`,
  );
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    // A bulk load: the heat map's blocks (migration 0017) are rebuilt once at the end rather than kept in step
    // a million times over.
    await sql`alter table lessee_interest disable trigger lessee_interest_blocks_add`.execute(trx);
    await sql`alter table lessee_interest disable trigger lessee_interest_blocks_remove`.execute(trx);
    await sql`delete from lessee_interest where organization_id like 'blorg_%'`.execute(trx);
    await sql`delete from organization where id like 'blorg_%'`.execute(trx);
    await sql`
      insert into organization (id, name, city, us_state)
      select 'blorg_' || i, 'Seeking Practice ' || i, m.city, m.state
      from generate_series(0, ${PRACTICES - 1}) as i
      join ${metros} on m.n = i % ${METROS.length}
    `.execute(trx);
    await sql`select setseed(0.15)`.execute(trx);
    // r: the practice; own: searching around its own metro; a, b: the spot within ±0.05° of the metro's centre.
    await sql`
      insert into lessee_interest (id, organization_id, latitude, longitude, iso_location, us_state, source, created_on)
      select 'bl_' || s.i, 'blorg_' || s.practice,
             round((m.lat + s.a)::numeric, 2)::float8, round((m.lng + s.b)::numeric, 2)::float8,
             m.city || ', ' || m.state, m.state, case when s.i % 10 < 7 then 'SRCH' else 'VIEW' end, s.at
      from (
        select i, p as practice,
               case when random() < 0.75 then p % ${METROS.length}
                    else floor(random() * ${METROS.length})::int end as metro,
               (floor(random() * 11) - 5) * 0.01 as a, (floor(random() * 11) - 5) * 0.01 as b,
               now() - random() * interval '365 days' as at
        from (select i, floor(random() * ${PRACTICES})::int as p from generate_series(1, ${SEARCHES}) as i) as g
      ) as s
      join ${metros} on m.n = s.metro
    `.execute(trx);
    await sql`select lessee_interest_blocks_rebuild()`.execute(trx);
    await sql`alter table lessee_interest enable trigger lessee_interest_blocks_add`.execute(trx);
    await sql`alter table lessee_interest enable trigger lessee_interest_blocks_remove`.execute(trx);
  });
  await sql`vacuum analyze`.execute(db);
  console.log(
    `Seeded ${SEARCHES} lessee searches from ${PRACTICES} practices in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  const range = rangeOf({});
  const views: Array<[string, Parameters<typeof interestCellsQuery>[0]]> = [
    ['admin default: New Jersey practices, last 3 months', { ...range, state: 'NJ', onlyWithinState: false }],
    [
      'every practice, last 3 months (Show All Lessees, and the providers’ view)',
      { ...range, onlyWithinState: false },
    ],
  ];
  for (const [name, filter] of views) {
    for (const [zoom, step] of [
      ['coarse cells (result)', COARSE_STEP],
      ['fine cells (uncompressed, admins)', FINE_STEP],
    ] as const) {
      const plan = await sql<{ 'QUERY PLAN': string }>`
        explain (analyze, buffers) ${interestCellsQuery(filter, step)}
      `.execute(db);
      console.log(`\n${name}, ${zoom}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  await database.close();
}

await main();
