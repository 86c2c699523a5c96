/**
 * The space marketplace at volume, part of `npm run bench:seed`: 50,000 properties around one metro
 * area in each of the 50 states (90 percent listed), 10,000 provider organizations with a practice position, a
 * licensed state and a specialty, and their matches by the matching rule (docs/decisions.md). Adds the bench seeker
 * (a counselor in Hoboken, NJ, licensed in NJ and NY) the nearby and matches benchmarks sign in as, then prints
 * EXPLAIN ANALYZE of both queries. Generated in SQL on the PostgreSQL named by DATABASE_URL (never PGlite).
 *
 * BENCH_PROPERTIES and BENCH_ORGANIZATIONS override the counts. Rows it made before (ids starting bp_ / bench_)
 * are replaced.
 */
import { type Kysely, sql } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import type { DB } from '../packages/server/src/db/types.ts';
import { recomputeOrganizationMatches } from '../packages/server/src/features/properties/matches.repository.ts';
import { BENCH_SEEKER, explainPropertyQueries } from './property-explain.ts';

const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 50_000);
const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);

/** One metro area per state: [state, city, ZIP, latitude, longitude]. Properties are spread about 25 miles around. */
const METROS: Array<[string, string, string, number, number]> = [
  ['AL', 'Birmingham', '35203', 33.5186, -86.8104],
  ['AK', 'Anchorage', '99501', 61.2181, -149.9003],
  ['AZ', 'Phoenix', '85004', 33.4484, -112.074],
  ['AR', 'Little Rock', '72201', 34.7465, -92.2896],
  ['CA', 'Los Angeles', '90012', 34.0522, -118.2437],
  ['CO', 'Denver', '80202', 39.7392, -104.9903],
  ['CT', 'Hartford', '06103', 41.7658, -72.6734],
  ['DE', 'Wilmington', '19801', 39.7391, -75.5398],
  ['FL', 'Miami', '33130', 25.7617, -80.1918],
  ['GA', 'Atlanta', '30303', 33.749, -84.388],
  ['HI', 'Honolulu', '96813', 21.3069, -157.8583],
  ['ID', 'Boise', '83702', 43.615, -116.2023],
  ['IL', 'Chicago', '60602', 41.8781, -87.6298],
  ['IN', 'Indianapolis', '46204', 39.7684, -86.1581],
  ['IA', 'Des Moines', '50309', 41.5868, -93.625],
  ['KS', 'Wichita', '67202', 37.6872, -97.3301],
  ['KY', 'Louisville', '40202', 38.2527, -85.7585],
  ['LA', 'New Orleans', '70112', 29.9511, -90.0715],
  ['ME', 'Portland', '04101', 43.6591, -70.2568],
  ['MD', 'Baltimore', '21202', 39.2904, -76.6122],
  ['MA', 'Boston', '02108', 42.3601, -71.0589],
  ['MI', 'Detroit', '48226', 42.3314, -83.0458],
  ['MN', 'Minneapolis', '55401', 44.9778, -93.265],
  ['MS', 'Jackson', '39201', 32.2988, -90.1848],
  ['MO', 'Kansas City', '64106', 39.0997, -94.5786],
  ['MT', 'Billings', '59101', 45.7833, -108.5007],
  ['NE', 'Omaha', '68102', 41.2565, -95.9345],
  ['NV', 'Las Vegas', '89101', 36.1699, -115.1398],
  ['NH', 'Manchester', '03101', 42.9956, -71.4548],
  ['NJ', 'Newark', '07102', 40.7357, -74.1724],
  ['NM', 'Albuquerque', '87102', 35.0844, -106.6504],
  ['NY', 'New York', '10007', 40.7128, -74.006],
  ['NC', 'Charlotte', '28202', 35.2271, -80.8431],
  ['ND', 'Fargo', '58102', 46.8772, -96.7898],
  ['OH', 'Columbus', '43215', 39.9612, -82.9988],
  ['OK', 'Oklahoma City', '73102', 35.4676, -97.5164],
  ['OR', 'Portland', '97204', 45.5152, -122.6784],
  ['PA', 'Philadelphia', '19107', 39.9526, -75.1652],
  ['RI', 'Providence', '02903', 41.824, -71.4128],
  ['SC', 'Charleston', '29401', 32.7765, -79.9311],
  ['SD', 'Sioux Falls', '57104', 43.5446, -96.7311],
  ['TN', 'Nashville', '37203', 36.1627, -86.7816],
  ['TX', 'Houston', '77002', 29.7604, -95.3698],
  ['UT', 'Salt Lake City', '84111', 40.7608, -111.891],
  ['VT', 'Burlington', '05401', 44.4759, -73.2121],
  ['VA', 'Virginia Beach', '23451', 36.8529, -75.978],
  ['WA', 'Seattle', '98104', 47.6062, -122.3321],
  ['WV', 'Charleston', '25301', 38.3498, -81.6326],
  ['WI', 'Milwaukee', '53202', 43.0389, -87.9065],
  ['WY', 'Cheyenne', '82001', 41.14, -104.8202],
];

/** Specialties the bench draws from (reference codes), so the matching rule has real overlaps to find. */
const SPECIALTIES = [
  'LPCC',
  'LCSW',
  'MFTX',
  'PSYC',
  'PSYT',
  'FMED',
  'IMED',
  'PEDS',
  'DERM',
  'PHYT',
  'NUTR',
  'ACUP',
];
const ROOM_TYPES = ['THRP', 'OFFC', 'EXAM', 'GRUP', 'CONF', 'PROC'];

const textArray = (values: readonly string[]) => sql.lit(`{${values.join(',')}}`);

async function seed(db: Kysely<DB>) {
  const metros = sql.raw(
    METROS.map(
      ([state, city, zip, lat, lng], index) =>
        `(${index}, '${state}', '${city.replace(/'/g, "''")}', '${zip}', ${lat}, ${lng})`,
    ).join(',\n'),
  );
  const specialties = textArray(SPECIALTIES);
  const roomTypes = textArray(ROOM_TYPES);
  const n = SPECIALTIES.length;
  const m = METROS.length;

  await db.transaction().execute(async (trx) => {
    // Same positions on every run, so figures from different runs compare.
    await sql`select setseed(0.42)`.execute(trx);
    await sql`delete from property_match where property_id like 'bp_%' or organization_id like 'bench_%'`.execute(
      trx,
    );
    await sql`delete from property where id like 'bp_%'`.execute(trx);

    // Organizations and their one provider each: a practice near one metro, licensed in its state, one specialty.
    await sql`
      with metro (k, st, city, zip, lat, lng) as (values ${metros})
      insert into organization (id, name, email, city, us_state, zipcode, latitude, longitude)
      select 'bench_org_' || i, 'Bench Practice ' || i, 'org' || i || '@bench.carespace.test',
             metro.city, metro.st, metro.zip,
             metro.lat + (random() - 0.5) * 0.7, metro.lng + (random() - 0.5) * 0.9
      from generate_series(1, ${ORGANIZATIONS}) as i join metro on metro.k = i % ${m}
      on conflict (id) do nothing
    `.execute(trx);
    await sql`
      insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, provider_role, organization_id)
      select 'bench_org_u_' || i, 'provider' || i || '@bench.carespace.test', 'Bench', 'Provider ' || i,
             false, true, 'STAN', 'bench_org_' || i
      from generate_series(1, ${ORGANIZATIONS}) as i
      on conflict (id) do nothing
    `.execute(trx);
    await sql`update organization set owner_user_id = 'bench_org_u_' || substr(id, 11)
      where id like 'bench_org\\_%' and owner_user_id is null`.execute(trx);
    await sql`
      insert into provider_licensed_state (user_id, us_state)
      select 'bench_org_u_' || i, (select us_state from organization where id = 'bench_org_' || i)
      from generate_series(1, ${ORGANIZATIONS}) as i
      on conflict do nothing
    `.execute(trx);
    await sql`
      insert into provider_specialty (user_id, specialty)
      select 'bench_org_u_' || i, (${specialties}::text[])[1 + i % ${n}]
      from generate_series(1, ${ORGANIZATIONS}) as i
      on conflict do nothing
    `.execute(trx);

    // The bench seeker: a counselor's practice in Hoboken, licensed in New Jersey and New York.
    await sql`insert into organization (id, name, email, city, us_state, zipcode, latitude, longitude)
      values (${BENCH_SEEKER.organizationId}, 'Bench Counseling', ${BENCH_SEEKER.email}, 'Hoboken', 'NJ', '07030',
              ${BENCH_SEEKER.latitude}, ${BENCH_SEEKER.longitude})
      on conflict (id) do nothing`.execute(trx);
    await sql`insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, provider_role, organization_id)
      values (${BENCH_SEEKER.id}, ${BENCH_SEEKER.email}, 'Sasha', 'Seeker', false, true, 'STAN', ${BENCH_SEEKER.organizationId})
      on conflict (id) do nothing`.execute(trx);
    await sql`update organization set owner_user_id = ${BENCH_SEEKER.id} where id = ${BENCH_SEEKER.organizationId}`.execute(
      trx,
    );
    await sql`insert into provider_licensed_state (user_id, us_state)
      values (${BENCH_SEEKER.id}, 'NJ'), (${BENCH_SEEKER.id}, 'NY') on conflict do nothing`.execute(trx);
    await sql`insert into provider_specialty (user_id, specialty) values (${BENCH_SEEKER.id}, 'LPCC')
      on conflict do nothing`.execute(trx);

    // Properties: 90 percent listed, two or three welcome specialties, every fifth one excluding another.
    await sql`
      with metro (k, st, city, zip, lat, lng) as (values ${metros})
      insert into property (
        id, organization_id, created_by_user_id, title, description, status, address_line_one, city, us_state,
        zipcode, latitude, longitude, room_types, supported_specialties, unsupported_specialties, rate_cents,
        rate_period, created_on, updated_on)
      select 'bp_' || i, 'bench_org_' || (1 + i % ${ORGANIZATIONS}), 'bench_org_u_' || (1 + i % ${ORGANIZATIONS}),
             'Furnished office ' || i || ' in ' || metro.city,
             'A furnished office with a desk, two chairs and a window, free on weekday mornings.',
             case when i % 10 = 0 then 'DRFT' else 'LIST' end,
             (1 + i % 900) || ' Main Street', metro.city, metro.st, metro.zip,
             metro.lat + (random() - 0.5) * 0.7, metro.lng + (random() - 0.5) * 0.9,
             array[(${roomTypes}::text[])[1 + i % ${ROOM_TYPES.length}]],
             case when i % 3 = 0
               then array[(${specialties}::text[])[1 + i % ${n}], (${specialties}::text[])[1 + (i / 7) % ${n}],
                          (${specialties}::text[])[1 + (i / 11) % ${n}]]
               else array[(${specialties}::text[])[1 + i % ${n}], (${specialties}::text[])[1 + (i / 5) % ${n}]]
             end,
             case when i % 5 = 0 then array[(${specialties}::text[])[1 + (i / 3) % ${n}]] else '{}'::text[] end,
             (40 + i % 60) * 100, (array['DAYX','MNTH','SESN'])[1 + i % 3],
             now() - (i % 43200) * interval '1 minute', now()
      from generate_series(1, ${PROPERTIES}) as i join metro on metro.k = i % ${m}
    `.execute(trx);

    // The matches every bench organization has by the rule (set-based; the app keeps them per organization).
    await sql`
      insert into property_match (organization_id, property_id, matched, matched_on, viewed_on)
      select u.organization_id, p.id, true, now() - (random() * 60) * interval '1 day',
             case when random() < 0.3 then now() - (random() * 10) * interval '1 day' end
      from app_user u
      join provider_licensed_state ls on ls.user_id = u.id
      join property p on p.us_state = ls.us_state and p.status = 'LIST' and p.organization_id <> u.organization_id
      where u.id like 'bench_org_u_%'
        and exists (select 1 from provider_specialty ps where ps.user_id = u.id and ps.specialty = any(p.supported_specialties))
        and not exists (select 1 from provider_specialty ps where ps.user_id = u.id and ps.specialty = any(p.unsupported_specialties))
      on conflict do nothing
    `.execute(trx);
  });
  await recomputeOrganizationMatches(db, BENCH_SEEKER.organizationId);
  // As autovacuum would soon: statistics for the planner and the visibility map for index-only scans.
  await sql`vacuum analyze property`.execute(db);
  await sql`vacuum analyze property_match`.execute(db);
  await sql`vacuum analyze organization`.execute(db);
  // Every call's session check and the matches list's profile check read these by organization and user: without
  // statistics (autovacuum may be off on a bench server) the planner scans them whole.
  await sql`vacuum analyze app_user`.execute(db);
  await sql`vacuum analyze provider_licensed_state`.execute(db);
  await sql`vacuum analyze provider_specialty`.execute(db);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench:seed needs DATABASE_URL, a PostgreSQL database it may fill (e.g. postgres://…/bench).',
    );
    process.exit(2);
  }
  const database = openPostgres(url);
  await migrateToLatest(database);
  const db = database.db;
  const started = Date.now();
  await seed(db);
  const counts = await sql<{ properties: string; listed: string; organizations: string; matches: string }>`
    select (select count(*) from property) as properties,
           (select count(*) from property where status = 'LIST') as listed,
           (select count(*) from organization) as organizations,
           (select count(*) from property_match where matched) as matches`.execute(db);
  const c = counts.rows[0]!;
  console.log(
    `Seeded ${PROPERTIES} properties and ${ORGANIZATIONS} organizations in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `the database holds ${c.properties} properties (${c.listed} listed), ${c.organizations} organizations, ${c.matches} matches.`,
  );

  await explainPropertyQueries(db);
  await database.close();
}

await main();
