import { type Kysely, sql } from 'kysely';

/**
 * A version of everything the lessee heat map reads, raised in the same transaction as any change to it: a search
 * recorded, updated or removed, or a practice moving to another state. The heat map keeps an answer for a short
 * while under the version it was computed at (features/heat-map/heat-map.service.ts), so a kept answer is never older
 * than the data it shows: the next change gives the next request a new version, and so a fresh computation.
 * Statement-level triggers: one bump per statement, however many rows it touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lessee_interest_version (
      id boolean primary key default true check (id),
      version bigint not null
    )`.execute(db);
  await sql`insert into lessee_interest_version (id, version) values (true, 1)`.execute(db);
  await sql`
    create function lessee_interest_version_bump() returns trigger language plpgsql as $$
    begin
      update lessee_interest_version set version = version + 1 where id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger lessee_interest_version_changed after insert or update or delete or truncate on lessee_interest
    for each statement execute function lessee_interest_version_bump()`.execute(db);
  await sql`
    create trigger lessee_interest_version_moved after update of us_state or delete on organization
    for each statement execute function lessee_interest_version_bump()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists lessee_interest_version_moved on organization`.execute(db);
  await sql`drop trigger if exists lessee_interest_version_changed on lessee_interest`.execute(db);
  await sql`drop function if exists lessee_interest_version_bump()`.execute(db);
  await sql`drop table if exists lessee_interest_version`.execute(db);
}
