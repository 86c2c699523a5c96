/**
 * `npm run bench:providers`: 100,000 providers (each with a practice, two specialties, and a listing for every
 * tenth practice, in and around Denver: far from the marketplace seed's New Jersey seeker, whose nearby case would
 * otherwise count them) on the real PostgreSQL named by DATABASE_URL, then the admin providers table's query timed
 * in-process (median and worst of repeated runs), and the bench admin that `npm run bench` signs in as.
 * BENCH_PROVIDERS overrides the count; rows it made before (ids starting bp_ / bporg_ / bpp_) are replaced.
 * The same script then runs bench/heat-map-seed.ts (1,000,000 lessee searches) through package.json.
 */
import { type AdminProvidersQuery, adminProvidersQuerySchema } from '@carespace/domain';
import { sql } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { listProviders } from '../packages/server/src/features/admin/admin-providers.repository.ts';

const COUNT = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('bench:providers needs DATABASE_URL, a PostgreSQL database it may fill.');
    process.exit(2);
  }
  const database = openPostgres(url);
  await migrateToLatest(database);
  const db = database.db;
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    await sql`delete from property where id like 'bpp_%'`.execute(trx);
    await sql`delete from provider_specialty where user_id like 'bp_%'`.execute(trx);
    await sql`update organization set owner_user_id = null where id like 'bporg_%'`.execute(trx);
    await sql`delete from app_user where id like 'bp_%'`.execute(trx);
    await sql`delete from organization where id like 'bporg_%'`.execute(trx);
    await sql`
      insert into organization (id, name, email, city, us_state, zipcode, address_line_one)
      select 'bporg_' || i, 'Bench Practice ' || i, 'practice' || i || '@bench.carespace.test',
             (array['Hoboken','Newark','Trenton','Albany','Austin','Denver'])[1 + i % 6],
             (array['NJ','NJ','NJ','NY','TX','CO'])[1 + i % 6], lpad((i % 99999)::text, 5, '0'), i || ' Main Street'
      from generate_series(1, ${COUNT}) as i
    `.execute(trx);
    await sql`
      insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, provider_role,
                            organization_id, signup_reason, created_on, last_login)
      select 'bp_' || i, 'clinician' || i || '@bench.carespace.test',
             (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken','Radia','Tim'])[1 + i % 10],
             'Provider' || i, false, true, 'STAN', 'bporg_' || i,
             (array['FIND','LIST','ACQR'])[1 + i % 3],
             now() - (i % 525600) * interval '1 minute',
             case when i % 4 = 0 then null else now() - (i % 10000) * interval '1 minute' end
      from generate_series(1, ${COUNT}) as i
    `.execute(trx);
    await sql`update organization set owner_user_id = 'bp_' || substr(id, 7) where id like 'bporg_%'`.execute(
      trx,
    );
    await sql`
      insert into provider_specialty (user_id, specialty)
      select 'bp_' || i, s
      from generate_series(1, ${COUNT}) as i,
           lateral (values ((array['LPCC','LCSW','PSYC','FMED','NUTR'])[1 + i % 5]),
                           ((array['MFTX','PEDS','ACUP','MASS','IMED'])[1 + i % 5])) as v(s)
    `.execute(trx);
    await sql`
      insert into property (id, organization_id, created_by_user_id, title, description, status, address_line_one,
                            city, us_state, zipcode, latitude, longitude, room_items)
      select 'bpp_' || i, 'bporg_' || i, 'bp_' || i, 'Bench room ' || i, 'A bench listing.', 'LIST',
             i || ' Main Street', 'Denver', 'CO', '80202', 39.6 + (i % 300) * 0.001, -105.1 + (i % 97) * 0.002, '[]'
      from generate_series(10, ${COUNT}, 10) as i
    `.execute(trx);
    // The operator the HTTP bench signs in as (bench/admin-cases.ts).
    await sql`
      insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, healco_admin)
      values ('bench_admin', 'admin@bench.carespace.test', 'Bench', 'Admin', false, true, true)
      on conflict (id) do nothing
    `.execute(trx);
  });
  await sql`vacuum analyze`.execute(db);
  console.log(`Seeded ${COUNT} providers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const cases: Array<[string, Partial<AdminProvidersQuery>]> = [
    ['first page, newest first (default)', {}],
    ['page 50, newest first', { page: 50 }],
    ['sorted by name', { sort: 'hostName', order: 'asc' }],
    ['sorted by listing count', { sort: 'propertyCount', order: 'desc' }],
    ['search "provider4242"', { search: 'provider4242' }],
    ['search "psyc" (specialty)', { search: 'psyc' }],
  ];
  console.log(`\n| case | median ms | worst ms | total |\n|---|---|---|---|`);
  for (const [name, raw] of cases) {
    const query = adminProvidersQuerySchema.parse(raw);
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const t0 = performance.now();
      total = (await listProviders(db, query)).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(`| ${name} | ${median.toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${total} |`);
  }
  await database.close();
}

await main();
