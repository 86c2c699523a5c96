import { type Kysely, sql } from 'kysely';

/**
 * A practice's position as an earth point, computed on write as a property's is (migration 0018). Nearby reads it
 * as its origin: computing `ll_to_earth` from the latitude and longitude on every call (the function and the
 * `earth` domain's checks, once for each use of the origin in the statement) cost about as much as the rest of
 * the statement (docs/performance.md, "Nearby at eight connections").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization
    add column earth_position earth generated always as (ll_to_earth(latitude, longitude)) stored`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table organization drop column earth_position`.execute(db);
}
