import { type Kysely, sql } from 'kysely';

/**
 * The admin tables at 100,000 rows (docs/performance.md): each default sort pages from an index in its
 * order, the unsearched totals are kept in a counter, and the providers' contains-search finds its rows through
 * trigram indexes.
 *
 * pg_trgm ships with PostgreSQL's contrib, and the embedded database is opened with it (db/database.ts). The
 * trigram indexes are still made only where the extension is available: without them the search is a sequential
 * scan, slower at volume but the same answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // concat_ws is only "stable" (it formats any type), so an index cannot use it directly; over text it is
  // immutable, which this wrapper states. The providers table shows and searches the practice's address this way.
  await sql`
    create function admin_address(a text, b text, c text, d text, e text) returns text
    language sql immutable parallel safe
    as $$ select concat_ws(', ', a, b, c, d, e) $$
  `.execute(db);

  // Providers: newest first (the default), by name, by email, by last login (most recent first).
  await sql`create index app_user_provider_created_idx on app_user (created_on, id) where provider_role is not null`.execute(
    db,
  );
  await sql`
    create index app_user_provider_name_idx on app_user (lower(first_name || ' ' || last_name), id)
    where provider_role is not null
  `.execute(db);
  await sql`create index app_user_provider_email_idx on app_user (email, id) where provider_role is not null`.execute(
    db,
  );
  await sql`
    create index app_user_provider_login_idx on app_user (last_login desc nulls last, id desc)
    where provider_role is not null
  `.execute(db);
  // Patients and properties: their default sort, newest first.
  await sql`create index app_user_patient_created_idx on app_user (created_on, id) where is_patient`.execute(
    db,
  );
  await sql`create index property_admin_created_idx on property (created_on, id) where status <> 'DLTD'`.execute(
    db,
  );

  // The unsearched totals of the providers and patients tables, kept by a trigger: counting 100,000 rows on every
  // page costs more than the page itself. The counter row is only written when a statement changes a total.
  await sql`create table admin_user_count (kind text primary key, n bigint not null)`.execute(db);
  await sql`
    insert into admin_user_count (kind, n)
    select 'provider', count(*) from app_user where provider_role is not null
    union all select 'patient', count(*) from app_user where is_patient
  `.execute(db);
  await sql`
    create function admin_user_count_keep() returns trigger language plpgsql as $$
    declare
      providers bigint := 0;
      patients bigint := 0;
    begin
      if tg_op <> 'DELETE' then
        select count(*) filter (where provider_role is not null), count(*) filter (where is_patient)
          into providers, patients from added;
      end if;
      if tg_op <> 'INSERT' then
        select providers - count(*) filter (where provider_role is not null),
               patients - count(*) filter (where is_patient)
          into providers, patients from removed;
      end if;
      if providers <> 0 then update admin_user_count set n = n + providers where kind = 'provider'; end if;
      if patients <> 0 then update admin_user_count set n = n + patients where kind = 'patient'; end if;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger admin_user_count_insert after insert on app_user referencing new table as added
    for each statement execute function admin_user_count_keep()
  `.execute(db);
  await sql`
    create trigger admin_user_count_update after update on app_user referencing old table as removed new table as added
    for each statement execute function admin_user_count_keep()
  `.execute(db);
  await sql`
    create trigger admin_user_count_delete after delete on app_user referencing old table as removed
    for each statement execute function admin_user_count_keep()
  `.execute(db);

  const trigrams = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (trigrams.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create index app_user_provider_search_idx on app_user using gin (
      (first_name || ' ' || last_name) gin_trgm_ops, email gin_trgm_ops, phone gin_trgm_ops,
      signup_reason gin_trgm_ops)
    where provider_role is not null
  `.execute(db);
  await sql`
    create index organization_search_idx on organization using gin (
      name gin_trgm_ops,
      admin_address(address_line_one, address_line_two, city, us_state, zipcode) gin_trgm_ops)
  `.execute(db);
  await sql`create index provider_specialty_search_idx on provider_specialty using gin (specialty gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['admin_user_count_insert', 'admin_user_count_update', 'admin_user_count_delete']) {
    await sql`drop trigger if exists ${sql.id(trigger)} on app_user`.execute(db);
  }
  await sql`drop function if exists admin_user_count_keep()`.execute(db);
  await sql`drop table if exists admin_user_count`.execute(db);
  for (const index of [
    'provider_specialty_search_idx',
    'organization_search_idx',
    'app_user_provider_search_idx',
    'property_admin_created_idx',
    'app_user_patient_created_idx',
    'app_user_provider_login_idx',
    'app_user_provider_email_idx',
    'app_user_provider_name_idx',
    'app_user_provider_created_idx',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`drop function if exists admin_address(text, text, text, text, text)`.execute(db);
}
