/**
 * In-person visits at volume, part of `npm run bench:seed` (after bench/properties-seed.ts, whose 10,000 bench
 * organizations and providers it builds on): every bench provider gets a verified, unexpired licence in their
 * practice's state, and every second one an offer to see referred patients (three of the seven treatments,
 * weekdays; half the practices of every metro area). Adds the bench patient, whose acne request was referred and ships to Newark, NJ (the middle of the
 * seed's New Jersey metro area, about 200 practices around it), then prints EXPLAIN ANALYZE of the nearby
 * clinicians search. On the PostgreSQL named by DATABASE_URL (never PGlite); rows it made before are replaced.
 */

import { NEARBY_CLINICIAN_LIMIT, NEARBY_CLINICIAN_MILES } from '@carespace/domain';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import type { DB } from '../packages/server/src/db/types.ts';
import { nearbyCliniciansQuery } from '../packages/server/src/features/in-person-visits/in-person-visits.repository.ts';

export const BENCH_PATIENT = { id: 'bench_patient', referralId: 'bench_referral' } as const;
/** Newark, NJ (07102), as the offline geo places it. */
const ORIGIN = { lat: 40.732, lng: -74.1765 };
const CATEGORIES = ['ACNE', 'AXDP', 'EDYS', 'HRPS', 'MIGR', 'PREP', 'SCCM'];

async function seed(db: Kysely<DB>) {
  const categories = sql.lit(`{${CATEGORIES.join(',')}}`);
  await db.transaction().execute(async (trx) => {
    await sql`delete from visit_request where patient_user_id = ${BENCH_PATIENT.id}`.execute(trx);
    await sql`delete from patient_questionnaire where id = ${BENCH_PATIENT.referralId}`.execute(trx);
    await sql`delete from in_person_offer where user_id like 'bench_org_u_%'`.execute(trx);
    await sql`delete from provider_license where id like 'bench_lic_%'`.execute(trx);
    await sql`
      insert into provider_license (id, user_id, us_state, license_number, expires_on, status, reviewed_on)
      select 'bench_lic_' || substr(u.id, 13), u.id, o.us_state, 'BENCH' || substr(u.id, 13),
             current_date + 365, 'VERI', now()
      from app_user u join organization o on o.id = u.organization_id
      where u.id like 'bench_org_u_%'
      on conflict do nothing`.execute(trx);
    await sql`
      insert into in_person_offer (user_id, organization_id, enabled, categories, days, from_hour, to_hour)
      select u.id, u.organization_id, true,
             array[(${categories}::text[])[1 + n % 7], (${categories}::text[])[1 + (n / 7) % 7],
                   (${categories}::text[])[1 + (n / 49) % 7]],
             '{1,2,3,4,5}', 9, 17
      from (select id, organization_id, substr(id, 13)::int as n from app_user where id like 'bench_org_u_%') u
      where (u.n / 50) % 2 = 0`.execute(trx);
    await sql`insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified)
      values (${BENCH_PATIENT.id}, 'patient@bench.carespace.test', 'Pat', 'Bench', true, true)
      on conflict (id) do nothing`.execute(trx);
    await sql`
      insert into patient_questionnaire (id, questionnaire_id, treatment_category, owner_user_id, zipcode, us_state,
        status, paid_on, shipping_line1, shipping_city, shipping_state, shipping_postal_code, referred_on,
        referral_note)
      values (${BENCH_PATIENT.referralId}, 'qn_acne', 'ACNE', ${BENCH_PATIENT.id}, '07102', 'NJ', 'PAID',
        now() - interval '2 days', '1 Broad Street', 'Newark', 'NJ', '07102', now() - interval '1 day',
        'Please be seen in person.')`.execute(trx);
  });
  for (const table of [
    'in_person_offer',
    'provider_license',
    'organization',
    'app_user',
    'patient_questionnaire',
  ]) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

export async function explainNearbyClinicians(db: Kysely<DB>) {
  const compiled = nearbyCliniciansQuery(db, {
    ...ORIGIN,
    miles: NEARBY_CLINICIAN_MILES,
    usState: 'NJ',
    treatmentCategory: 'ACNE',
    limit: NEARBY_CLINICIAN_LIMIT,
  }).compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
  );
  console.log(
    `\n-- nearby clinicians: opted in, licensed in NJ, acne, within 25 miles of Newark, nearest 5\n${plan.rows
      .map((r) => r['QUERY PLAN'])
      .join('\n')}`,
  );
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
  const started = Date.now();
  await seed(database.db);
  const counts = await sql<{ offers: string; licences: string }>`
    select (select count(*) from in_person_offer where enabled) as offers,
           (select count(*) from provider_license where status = 'VERI') as licences`.execute(database.db);
  const c = counts.rows[0]!;
  console.log(
    `Seeded the in-person visits bench in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.offers} opted-in clinicians, ${c.licences} verified licences.`,
  );
  await explainNearbyClinicians(database.db);
  await database.close();
}

await main();
