import { LESSEE_MIN_ORGANIZATIONS_PER_CELL } from '@carespace/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { createOrganization } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  blocksCovering,
  COARSE_STEP,
  FINE_STEP,
  interestCells,
  type LesseeFilter,
  recordLesseeInterest,
} from './heat-map.repository.ts';
import { rangeOf } from './heat-map.service.ts';

const t = useTestApp();
const DAY_MS = 24 * 3_600_000;

/*
 * The heat map reads interest summed ahead of time into day blocks (migration 0017). Whatever the range, filters,
 * deletions or moves, its answer must be the one computed from every single search, privacy rule included.
 */

/** The map computed straight from every search in the range: the definition the blocks must agree with. */
async function fromEverySearch(filter: LesseeFilter, step: number) {
  const state = filter.state ?? null;
  const result = await sql<Record<string, unknown>>`
    with f as (
      select li.organization_id, li.latitude, li.longitude, li.iso_location, li.created_on
      from lessee_interest li join organization o on o.id = li.organization_id
      where li.created_on >= ${filter.from} and li.created_on < ${filter.to}
      ${state === null ? sql`` : sql`and o.us_state = ${state}`}
      ${state !== null && filter.onlyWithinState ? sql`and li.us_state = ${state}` : sql``}
    ),
    cells as (
      select round((f.latitude / ${step})::numeric) as gx, round((f.longitude / ${step})::numeric) as gy,
             count(*) as weight, count(distinct f.organization_id) as organizations,
             mode() within group (order by f.iso_location) as iso_location, max(f.created_on) as created_on
      from f group by 1, 2
    )
    select round((gx * ${step})::numeric, 4)::float8 as x, round((gy * ${step})::numeric, 4)::float8 as y,
           weight, iso_location, created_on
    from cells where organizations >= ${LESSEE_MIN_ORGANIZATIONS_PER_CELL}
    order by weight desc, iso_location
  `.execute(t.database.db);
  return result.rows.map(normal);
}

const normal = (r: Record<string, unknown>) => ({
  x: Number(r.x),
  y: Number(r.y),
  weight: Number(r.weight),
  iso: r.iso_location,
  at: new Date(r.created_on as string).toISOString(),
});

let cellsCompared = 0;

async function expectSameMap(filter: LesseeFilter) {
  for (const step of [COARSE_STEP, FINE_STEP]) {
    const expected = await fromEverySearch(filter, step);
    cellsCompared += expected.length;
    const actual = (await interestCells(t.database.db, filter, step)).map((r) => normal({ ...r }));
    const key = (c: ReturnType<typeof normal>) => `${c.x},${c.y}`;
    expect(actual.map(key).sort(), `${JSON.stringify(filter)} step ${step}`).toEqual(
      expected.map(key).sort(),
    );
    expect(actual).toEqual(expect.arrayContaining(expected));
  }
}

async function organization(state: string) {
  return createOrganization(t.database.db, { name: `Block Practice ${newId().slice(0, 5)}`, usState: state });
}

const PLACES = [
  { city: 'Trenton', state: 'NJ', lat: 40.22, lng: -74.76 },
  { city: 'Ewing', state: 'NJ', lat: 40.26, lng: -74.8 },
  { city: 'Yardley', state: 'PA', lat: 40.24, lng: -74.84 },
  { city: 'Nyack', state: 'NY', lat: 41.09, lng: -73.92 },
];

describe('heat map from day blocks', () => {
  it('splits whole days into the fewest aligned blocks', () => {
    expect(blocksCovering(8, 16)).toEqual([{ level: 3, block: 1 }]);
    expect(blocksCovering(5, 13)).toEqual([
      { level: 0, block: 5 },
      { level: 1, block: 3 },
      { level: 2, block: 2 },
      { level: 0, block: 12 },
    ]);
    const days = blocksCovering(20_000, 20_092).reduce((n, b) => n + 2 ** b.level, 0);
    expect(days).toBe(92);
  });

  it('answers as every single search would, for any range, filter, deletion and move', async () => {
    const random = seededRandom(15);
    const orgs = [
      ...(await Promise.all([1, 2, 3, 4].map(() => organization('NJ')))),
      ...(await Promise.all([1, 2, 3].map(() => organization('NY')))),
    ];
    const now = Date.now();
    // Most interest in one bulk insert (one statement, as a seed does), some one search at a time (as the app does).
    const rows = Array.from({ length: 300 }, () => {
      const place = PLACES[Math.floor(random() * PLACES.length)]!;
      return {
        id: newId(),
        organization_id: orgs[Math.floor(random() * orgs.length)]!,
        latitude: Math.round((place.lat + Math.floor(random() * 3) * 0.01) * 100) / 100,
        longitude: Math.round((place.lng + Math.floor(random() * 3) * 0.01) * 100) / 100,
        iso_location: `${place.city}, ${place.state}`,
        us_state: place.state,
        source: 'SRCH' as const,
        created_on: new Date(now - Math.floor(random() * 70 * DAY_MS)),
      };
    });
    await t.database.db.insertInto('lessee_interest').values(rows).execute();
    for (let i = 0; i < 30; i += 1) {
      const place = PLACES[i % PLACES.length]!;
      await recordLesseeInterest(t.database.db, {
        organizationId: orgs[i % orgs.length]!,
        latitude: place.lat,
        longitude: place.lng,
        city: place.city,
        usState: place.state,
        source: 'VIEW',
        at: new Date(now - i * 2 * DAY_MS - 3_600_000),
      });
    }

    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const ranges = [
      rangeOf({}),
      rangeOf({ from: day(now - 10 * DAY_MS), to: day(now) }),
      rangeOf({ from: day(now - 63 * DAY_MS), to: day(now - 5 * DAY_MS) }),
      rangeOf({ from: day(now - 2 * DAY_MS), to: day(now - 2 * DAY_MS) }),
      { from: new Date(now - 20.5 * DAY_MS), to: new Date(now - 0.25 * DAY_MS) },
      { from: new Date(now - 5 * 3_600_000), to: new Date(now) },
    ];
    const filters = (range: { from: Date; to: Date }): LesseeFilter[] => [
      { ...range, onlyWithinState: false },
      { ...range, state: 'NJ', onlyWithinState: false },
      { ...range, state: 'NJ', onlyWithinState: true },
      { ...range, state: 'NY', onlyWithinState: false },
    ];
    for (const range of ranges) for (const filter of filters(range)) await expectSameMap(filter);

    // A practice leaves: its interest goes with it (organization rows cascade), and the blocks are recomputed.
    await t.database.db.deleteFrom('organization').where('id', '=', orgs[0]!).execute();
    // A practice moves to New York: the state filter follows its current state.
    await t.database.db
      .updateTable('organization')
      .set({ us_state: 'NY' })
      .where('id', '=', orgs[1]!)
      .execute();
    for (const range of ranges.slice(0, 3)) for (const filter of filters(range)) await expectSameMap(filter);
    expect(cellsCompared).toBeGreaterThan(200);
  });
});
