/**
 * `npm run bench:seed`: 200,000 prescription requests with their order histories, across 50 states and every tab,
 * on the real PostgreSQL named by DATABASE_URL (never PGlite: the figures are about production). Generated in SQL
 * (generate_series), so it takes seconds, not hours. Adds the bench reviewer (HPRO with verified NJ and NY licenses) and
 * pharmacist the list benchmark signs in as, then prints EXPLAIN ANALYZE of their list queries.
 *
 * BENCH_PRESCRIPTIONS overrides the count. Requests it made before are replaced (recognised by their ids); its
 * patients and bench users are kept (deleting 50,000 users means checking every table that refers to them).
 */
import { type PrescriptionListQuery, prescriptionListQuerySchema } from '@carespace/domain';
import { CompiledQuery, sql } from 'kysely';
import { openPostgres } from '../packages/server/src/db/database.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import {
  countFromTabCounters,
  countListQuery,
  listPageQuery,
  type ReviewScope,
} from '../packages/server/src/features/prescriptions/review.repository.ts';

const COUNT = Number(process.env.BENCH_PRESCRIPTIONS ?? 200_000);
const PATIENTS = Math.max(1, Math.round(COUNT / 4));
export const BENCH_REVIEWER = { id: 'bench_reviewer', email: 'reviewer@bench.carespace.test' } as const;
export const BENCH_PHARMACIST = { id: 'bench_pharmacist', email: 'pharmacist@bench.carespace.test' } as const;

const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
const CATEGORIES: Array<[string, string]> = [
  ['ACNE', 'rxm_tretinoin_cream_0_05pct_20g'],
  ['EDYS', 'rxm_tadalafil_5mg_30'],
  ['PREP', 'rxm_emtricitabine_tenofovir_df_200_300mg_30'],
  ['SCCM', 'rxm_flibanserin_100mg_30'],
  ['MIGR', 'rxm_rizatriptan_10mg_9'],
  ['HRPS', 'rxm_valacyclovir_500mg_30'],
];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench:seed needs DATABASE_URL, a PostgreSQL database it may fill (e.g. postgres://…/rxbench).',
    );
    process.exit(2);
  }
  const database = openPostgres(url);
  await migrateToLatest(database);
  const db = database.db;
  const started = Date.now();
  const states = sql.lit(`{${STATES.join(',')}}`);
  const categories = sql.lit(`{${CATEGORIES.map(([c]) => c).join(',')}}`);
  const medications = sql.lit(`{${CATEGORIES.map(([, m]) => m).join(',')}}`);

  await db.transaction().execute(async (trx) => {
    await sql`delete from order_history where id like 'bo_%'`.execute(trx);
    await sql`delete from patient_questionnaire where id like 'bq_%'`.execute(trx);
    await sql`
      insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, provider_role)
      values (${BENCH_REVIEWER.id}, ${BENCH_REVIEWER.email}, 'Riley', 'Reviewer', false, true, 'HPRO'),
             (${BENCH_PHARMACIST.id}, ${BENCH_PHARMACIST.email}, 'Parker', 'Pharmacist', false, true, 'PHAR')
      on conflict do nothing
    `.execute(trx);
    await sql`insert into provider_licensed_state (user_id, us_state) values (${BENCH_REVIEWER.id}, 'NJ'), (${BENCH_REVIEWER.id}, 'NY') on conflict do nothing`.execute(
      trx,
    );
    // What reviewing is scoped by: licenses an admin verified (the profile's states only match spaces).
    await sql`
      insert into provider_license (id, user_id, us_state, license_number, expires_on, status, reviewed_on)
      values ('bl_nj', ${BENCH_REVIEWER.id}, 'NJ', 'BENCH-NJ', current_date + 3650, 'VERI', now()),
             ('bl_ny', ${BENCH_REVIEWER.id}, 'NY', 'BENCH-NY', current_date + 3650, 'VERI', now())
      on conflict do nothing
    `.execute(trx);
    await sql`
      insert into app_user (id, email, first_name, last_name, is_patient, is_email_verified, user_type)
      select 'bu_' || i, 'patient' || i || '@bench.carespace.test',
             (array['Ada','Grace','Alan','Edsger','Barbara','Donald','Frances','Ken','Radia','Tim'])[1 + i % 10],
             'Patient' || i, true, true, 'PTNT'
      from generate_series(1, ${PATIENTS}) as i
      on conflict do nothing
    `.execute(trx);
    // Tabs by i % 10: 0 incomplete, 1-2 pending, 3-5 approved, 6-7 completed, 8-9 rejected. Dates over a year.
    await sql`
      insert into patient_questionnaire (
        id, questionnaire_id, treatment_category, owner_user_id, zipcode, us_state, status, rx_medication_id,
        created_on, updated_on, paid_on, checkout_session_id, shipping_line1, shipping_city, shipping_state,
        shipping_postal_code, is_active, accepted_on, rejected_on, rejection_reason_id, reviewer_user_id)
      select 'bq_' || i, 'qn_' || lower(cat), cat, 'bu_' || (1 + i % ${PATIENTS}), '00000', st,
             case when t = 0 then 'READY' else 'PAID' end, med,
             created, created, case when t = 0 then null else created + interval '1 hour' end,
             case when t = 0 then null else 'cs_bench_' || i end,
             i || ' Main Street', 'Springfield', st, '00000',
             t between 3 and 5,
             case when t between 3 and 7 then created + interval '1 day' end,
             case when t >= 8 then created + interval '1 day' end,
             case when t >= 8 then 'INPR' end,
             case when t >= 3 then ${BENCH_REVIEWER.id} end
      from (
        select i, i % 10 as t,
               (${states}::text[])[1 + i % 50] as st,
               (${categories}::text[])[1 + i % ${CATEGORIES.length}] as cat,
               (${medications}::text[])[1 + i % ${CATEGORIES.length}] as med,
               now() - (i % 525600) * interval '1 minute' as created
        from generate_series(1, ${COUNT}) as i
      ) g
    `.execute(trx);
    await sql`
      insert into order_history (id, patient_questionnaire_id, order_number, paid_on, approved_on, shipped_on, tracking_number)
      select 'bo_' || substr(pq.id, 4), pq.id, 'BENCH-' || substr(pq.id, 4), pq.paid_on, pq.accepted_on,
             case when pq.accepted_on is not null and substr(pq.id, 4)::int % 2 = 0 then pq.accepted_on + interval '1 day' end,
             case when pq.accepted_on is not null and substr(pq.id, 4)::int % 2 = 0 then '9400' || substr(pq.id, 4) end
      from patient_questionnaire pq
      where pq.id like 'bq_%' and pq.paid_on is not null
    `.execute(trx);
  });
  // As autovacuum would soon: statistics for the planner and the visibility map for index-only scans.
  await sql`vacuum analyze`.execute(db);
  const total = await sql<{ n: string }>`select count(*) as n from patient_questionnaire`.execute(db);
  console.log(
    `Seeded ${COUNT} prescription requests (${PATIENTS} patients, 50 states) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${total.rows[0]?.n} requests in the database.`,
  );

  const explain = async (title: string, scope: ReviewScope, query: Partial<PrescriptionListQuery>) => {
    const parsed = prescriptionListQuerySchema.parse(query);
    const tab = parsed.tab ?? 'others';
    const counters = countFromTabCounters(db, scope, tab);
    for (const [kind, builder] of [
      ['page', listPageQuery(db, scope, tab, parsed)],
      ['count of the rows, as with a search filter', countListQuery(db, scope, tab, parsed)],
      ...(counters ? ([['total from the tab counters, without a filter', counters]] as const) : []),
    ] as const) {
      const compiled = builder.compile();
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
      );
      console.log(`\n-- ${title} (${kind})\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  };
  await explain(
    'reviewer, Pending, first page',
    { kind: 'reviewer', userId: BENCH_REVIEWER.id },
    { tab: 'others' },
  );
  await explain('pharmacist, Approved, first page', { kind: 'pharmacist' }, { tab: 'approved' });
  await database.close();
}

await main();
