import { type Kysely, sql } from 'kysely';

/**
 * Two reads of the space marketplace at volume (docs/performance.md, "The space marketplace at volume"):
 *
 * - The matches list's order (most recently matched first, then the property id) as an index, so a page of it
 *   reads its own rows in order and stops, instead of reading and sorting every match of the organization.
 * - A property's position as an earth point, computed once on write (`ll_to_earth` is immutable), with the GiST
 *   index of nearby on it instead of on the expression. Nearby used to compute `ll_to_earth` three or four times
 *   for every candidate of the box on every call (the recheck, the 5-mile filter, the sort, the distance shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index property_match_recent_idx
    on property_match (organization_id, matched_on desc, property_id) where matched`.execute(db);
  await sql`alter table property
    add column earth_position earth generated always as (ll_to_earth(latitude, longitude)) stored`.execute(
    db,
  );
  await sql`create index property_position_idx on property using gist (earth_position) where status = 'LIST'`.execute(
    db,
  );
  await sql`drop index property_earth_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index property_earth_idx on property using gist (ll_to_earth(latitude, longitude)) where status = 'LIST'`.execute(
    db,
  );
  await sql`drop index property_position_idx`.execute(db);
  await sql`alter table property drop column earth_position`.execute(db);
  await sql`drop index property_match_recent_idx`.execute(db);
}
