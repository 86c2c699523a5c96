import {
  LESSEE_COARSE_GRID_DEG,
  LESSEE_FINE_GRID_DEG,
  LESSEE_MIN_ORGANIZATIONS_PER_CELL,
} from '@carespace/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';

/** Snap a coordinate to the stored grid (about 1 km), so no row ever holds an exact address. */
export function toGrid(value: number, step: number = LESSEE_FINE_GRID_DEG): number {
  return Math.round(Math.round(value / step) * step * 1e6) / 1e6;
}

export async function recordLesseeInterest(
  db: Kysely<DB>,
  entry: {
    organizationId: string;
    latitude: number;
    longitude: number;
    city: string;
    usState: string;
    source: 'SRCH' | 'VIEW' | 'PRAC';
    at?: Date;
  },
): Promise<void> {
  await db
    .insertInto('lessee_interest')
    .values({
      id: newId(),
      organization_id: entry.organizationId,
      latitude: toGrid(entry.latitude),
      longitude: toGrid(entry.longitude),
      iso_location: `${entry.city}, ${entry.usState}`,
      us_state: entry.usState,
      source: entry.source,
      ...(entry.at ? { created_on: entry.at } : {}),
    })
    .execute();
}

export interface LesseeFilter {
  from: Date;
  /** Exclusive. */
  to: Date;
  /** Practices based in this state (their interest anywhere)… */
  state?: string | undefined;
  /** …and only their interest inside it. */
  onlyWithinState: boolean;
}

export interface CellRow {
  x: number;
  y: number;
  weight: string | number;
  iso_location: string;
  created_on: Date | string;
}

const DAY_MS = 24 * 3_600_000;
/** The largest block of lessee_interest_block (migration 0017): 2^8 = 256 days. */
const MAX_BLOCK_LEVEL = 8;

/**
 * Whole days [fromDay, toDay) (days since 1970-01-01, UTC) as the fewest aligned blocks of 2^level days: at each
 * day, the largest block that starts there and fits.
 */
export function blocksCovering(fromDay: number, toDay: number): Array<{ level: number; block: number }> {
  const blocks: Array<{ level: number; block: number }> = [];
  let day = fromDay;
  while (day < toDay) {
    let level = 0;
    while (level < MAX_BLOCK_LEVEL && day % 2 ** (level + 1) === 0 && day + 2 ** (level + 1) <= toDay)
      level += 1;
    blocks.push({ level, block: day / 2 ** level });
    day += 2 ** level;
  }
  return blocks;
}

/**
 * The range as summed blocks for its whole days and single searches for the parts of a day at either end (the
 * default range ends now). Every row is a map point with its weight, newest interest and up to 3 of its
 * organizations.
 */
function interest(filter: LesseeFilter): RawBuilder<unknown> {
  const state = filter.state ?? null;
  const within = state !== null && filter.onlyWithinState;
  const fromDay = Math.ceil(filter.from.getTime() / DAY_MS);
  const toDay = Math.floor(filter.to.getTime() / DAY_MS);
  const blocks = fromDay < toDay ? blocksCovering(fromDay, toDay) : [];
  const loose: Array<[Date, Date]> =
    fromDay < toDay
      ? [
          [filter.from, new Date(fromDay * DAY_MS)],
          [new Date(toDay * DAY_MS), filter.to],
        ]
      : [[filter.from, filter.to]];
  const parts: RawBuilder<unknown>[] = [];
  if (blocks.length > 0) {
    parts.push(sql`
      select b.latitude, b.longitude, b.iso_location, b.weight, b.last_on, b.organizations
      from lessee_interest_block b
      where b.org_state = ${state ?? '*'}
        and (b.level, b.block) in (${sql.join(blocks.map((k) => sql`(${k.level}::smallint, ${k.block}::int)`))})
        ${within ? sql`and b.us_state = ${state}` : sql``}`);
  }
  for (const [from, to] of loose) {
    if (from >= to) continue;
    parts.push(sql`
      select li.latitude, li.longitude, li.iso_location, 1 as weight, li.created_on as last_on,
             array[li.organization_id] as organizations
      from lessee_interest li
      ${state === null ? sql`` : sql`join organization o on o.id = li.organization_id`}
      where li.created_on >= ${from} and li.created_on < ${to}
      ${state === null ? sql`` : sql`and o.us_state = ${state}`}
      ${within ? sql`and li.us_state = ${state}` : sql``}`);
  }
  if (parts.length === 0) {
    return sql`select 0::float8 as latitude, 0::float8 as longitude, ''::text as iso_location, 0 as weight,
                      now() as last_on, array[]::text[] as organizations where false`;
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Interest summed per grid cell of `step` degrees, in SQL. A cell is only returned when at least
 * LESSEE_MIN_ORGANIZATIONS_PER_CELL distinct organizations are in it, so no single practice's searches can be
 * picked out; its place is the cell's centre, its name the most frequent 'City, ST' in it. A cell where one block
 * already holds 3 organizations has them; otherwise its rows hold all of their organizations (migration 0017), and
 * their distinct union decides.
 */
export function interestCellsQuery(filter: LesseeFilter, step: number): RawBuilder<CellRow> {
  const minimum = LESSEE_MIN_ORGANIZATIONS_PER_CELL;
  return sql<CellRow>`
    with s as materialized (
      select round((i.latitude / ${step})::numeric) as gx, round((i.longitude / ${step})::numeric) as gy,
             i.iso_location, i.weight, i.last_on, i.organizations
      from (${interest(filter)}) as i
    ),
    cells as (
      select gx, gy, sum(weight) as weight, max(last_on) as created_on,
             bool_or(cardinality(organizations) >= ${minimum}) as crowded
      from s group by gx, gy
    ),
    counted as (
      select s.gx, s.gy
      from s join cells c on c.gx = s.gx and c.gy = s.gy and not c.crowded
      cross join lateral unnest(s.organizations) as o(id)
      group by s.gx, s.gy
      having count(distinct o.id) >= ${minimum}
    ),
    names as (
      select distinct on (gx, gy) gx, gy, iso_location
      from (select gx, gy, iso_location, sum(weight) as weight from s group by gx, gy, iso_location) as n
      order by gx, gy, weight desc, iso_location
    )
    select round((c.gx * ${step})::numeric, 4)::float8 as x, round((c.gy * ${step})::numeric, 4)::float8 as y,
           c.weight, n.iso_location, c.created_on
    from cells c
    join names n on n.gx = c.gx and n.gy = c.gy
    where c.crowded or exists (select 1 from counted k where k.gx = c.gx and k.gy = c.gy)
    order by c.weight desc, n.iso_location
  `;
}

export async function interestCells(db: Kysely<DB>, filter: LesseeFilter, step: number): Promise<CellRow[]> {
  return (await interestCellsQuery(filter, step).execute(db)).rows;
}

/** The version of the heat map's data (migration 0020): raised with every change to it. */
export async function interestVersion(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: string }>`select version from lessee_interest_version`.execute(db);
  return String(rows[0]?.version ?? 0);
}

export const FINE_STEP = LESSEE_FINE_GRID_DEG;
export const COARSE_STEP = LESSEE_COARSE_GRID_DEG;
