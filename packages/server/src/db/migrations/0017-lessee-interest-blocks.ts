import { type Kysely, sql } from 'kysely';

/**
 * The lessee heat map at 1,000,000 searches (docs/performance.md): interest summed ahead of time into
 * day-aligned blocks of 1, 2, 4 … 256 days (level L: 2^L days, block number = days since 1970-01-01 >> L), so a
 * date range of D whole days reads at most about 2·log2(D) blocks per map point instead of every search in it.
 *
 * A block row is one map point (the stored 0.01° grid point, its 'City, ST' and state) for the practices of one
 * state (org_state; '*' = every practice): its weight, newest interest, and up to 3 distinct organizations.
 * Three are enough for the privacy rule and keep it exact: if any block of a cell already holds 3, the cell has at
 * least 3; if none does, each block holds all of its organizations and their union is the cell's true set.
 *
 * Triggers keep the blocks in step with lessee_interest: inserts add to them, deletes (an organization removed)
 * recompute the blocks they touched, and a practice moving state recomputes its blocks. The practice's state is
 * its current one, as the map's state filter reads it.
 */
const LEVELS = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lessee_interest_block (
      level smallint not null,
      block integer not null,
      org_state text not null,
      latitude double precision not null,
      longitude double precision not null,
      iso_location text not null,
      us_state text not null,
      weight integer not null,
      last_on timestamptz not null,
      organizations text[] not null,
      primary key (org_state, level, block, latitude, longitude, iso_location, us_state)
    )
  `.execute(db);
  // Recomputing a point's blocks after a delete reads its searches by place and time.
  await sql`create index lessee_interest_point_idx on lessee_interest (latitude, longitude, created_on)`.execute(
    db,
  );

  // The blocks of `rows` (any relation shaped like lessee_interest), grouped, with at most 3 organizations each.
  const blocksOf = (rows: string) => `
    select lv as level, floor(extract(epoch from a.created_on) / 86400)::int >> lv as block, s.org_state,
           a.latitude, a.longitude, a.iso_location, a.us_state,
           count(*)::int as weight, max(a.created_on) as last_on,
           (array_agg(distinct a.organization_id))[1:3] as organizations
    from ${rows} a
    join organization o on o.id = a.organization_id
    cross join generate_series(0, ${LEVELS}) as lv
    cross join lateral (values ('*'), (coalesce(o.us_state, ''))) as s(org_state)
    group by 1, 2, 3, 4, 5, 6, 7`;

  // The points and blocks `rows` fall in, for every practice state.
  const keysOf = (rows: string) => `
    select distinct lv as level, floor(extract(epoch from r.created_on) / 86400)::int >> lv as block,
           r.latitude, r.longitude, r.iso_location, r.us_state
    from ${rows} r cross join generate_series(0, ${LEVELS}) as lv`;

  await sql
    .raw(`
    create function lessee_interest_blocks_add() returns trigger language plpgsql as $$
    begin
      insert into lessee_interest_block as b
        (level, block, org_state, latitude, longitude, iso_location, us_state, weight, last_on, organizations)
      ${blocksOf('added')}
      on conflict (org_state, level, block, latitude, longitude, iso_location, us_state) do update set
        weight = b.weight + excluded.weight,
        last_on = greatest(b.last_on, excluded.last_on),
        organizations = case when cardinality(b.organizations) >= 3 then b.organizations
          else (select (array_agg(distinct x))[1:3] from unnest(b.organizations || excluded.organizations) as x) end;
      return null;
    end $$`)
    .execute(db);

  // Recompute the given blocks (a JSON array of keysOf rows) from what is now in lessee_interest.
  const keys = `jsonb_to_recordset(keys) as k(level smallint, block integer, latitude double precision,
    longitude double precision, iso_location text, us_state text)`;
  await sql
    .raw(`
    create function lessee_interest_blocks_refresh(keys jsonb) returns void language plpgsql as $$
    begin
      delete from lessee_interest_block b using ${keys}
      where b.level = k.level and b.block = k.block and b.latitude = k.latitude and b.longitude = k.longitude
        and b.iso_location = k.iso_location and b.us_state = k.us_state;
      insert into lessee_interest_block
        (level, block, org_state, latitude, longitude, iso_location, us_state, weight, last_on, organizations)
      select g.* from (${blocksOf(`(
        select distinct a.* from lessee_interest a join ${keys}
          on a.latitude = k.latitude and a.longitude = k.longitude and a.iso_location = k.iso_location
         and a.us_state = k.us_state
         and a.created_on >= to_timestamp(((k.block::bigint) << k.level) * 86400)
         and a.created_on < to_timestamp(((k.block::bigint + 1) << k.level) * 86400))`)}) as g
      join ${keys} on k.level = g.level and k.block = g.block and k.latitude = g.latitude
        and k.longitude = g.longitude and k.iso_location = g.iso_location and k.us_state = g.us_state;
    end $$`)
    .execute(db);

  // Every block from scratch: the backfill below, and bulk loads that turn the triggers off (bench seeds).
  await sql
    .raw(`
    create function lessee_interest_blocks_rebuild() returns void language plpgsql as $$
    begin
      delete from lessee_interest_block;
      insert into lessee_interest_block
        (level, block, org_state, latitude, longitude, iso_location, us_state, weight, last_on, organizations)
      ${blocksOf('lessee_interest')};
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function lessee_interest_blocks_remove() returns trigger language plpgsql as $$
    begin
      perform lessee_interest_blocks_refresh(coalesce((select jsonb_agg(k) from (${keysOf('removed')}) as k), '[]'));
      return null;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function lessee_interest_blocks_moved() returns trigger language plpgsql as $$
    begin
      perform lessee_interest_blocks_refresh(coalesce((select jsonb_agg(k) from (${keysOf(
        '(select * from lessee_interest where organization_id = new.id)',
      )}) as k), '[]'));
      return null;
    end $$`)
    .execute(db);

  await sql`
    create trigger lessee_interest_blocks_add after insert on lessee_interest
    referencing new table as added for each statement execute function lessee_interest_blocks_add()
  `.execute(db);
  await sql`
    create trigger lessee_interest_blocks_remove after delete on lessee_interest
    referencing old table as removed for each statement execute function lessee_interest_blocks_remove()
  `.execute(db);
  await sql`
    create trigger lessee_interest_blocks_moved after update of us_state on organization
    for each row when (old.us_state is distinct from new.us_state) execute function lessee_interest_blocks_moved()
  `.execute(db);

  await sql`select lessee_interest_blocks_rebuild()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists lessee_interest_blocks_moved on organization`.execute(db);
  await sql`drop trigger if exists lessee_interest_blocks_remove on lessee_interest`.execute(db);
  await sql`drop trigger if exists lessee_interest_blocks_add on lessee_interest`.execute(db);
  await sql`drop function if exists lessee_interest_blocks_moved()`.execute(db);
  await sql`drop function if exists lessee_interest_blocks_remove()`.execute(db);
  await sql`drop function if exists lessee_interest_blocks_rebuild()`.execute(db);
  await sql`drop function if exists lessee_interest_blocks_refresh(jsonb)`.execute(db);
  await sql`drop function if exists lessee_interest_blocks_add()`.execute(db);
  await sql`drop index if exists lessee_interest_point_idx`.execute(db);
  await sql`drop table if exists lessee_interest_block`.execute(db);
}
