import {
  HEAT_MAP,
  type LesseeCell,
  type LesseeSearchQuery,
  type LesseeSearchResult,
} from '@carespace/domain';
import { SingleFlight } from '../../lib/single-flight.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  type CellRow,
  COARSE_STEP,
  FINE_STEP,
  interestCells,
  interestVersion,
  type LesseeFilter,
  recordLesseeInterest,
} from './heat-map.repository.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * Records a practice's interest in a place (a ZIP or city searched, another practice's listing viewed): one point
 * of the admin heat map, snapped to its grid when read.
 */
export function recordInterest(
  ctx: RequestContext,
  entry: Parameters<typeof recordLesseeInterest>[1],
): Promise<void> {
  return recordLesseeInterest(ctx.db, entry);
}

/** The asked range as instants: whole UTC days, `to` included; by default the last 3 months up to now. */
export function rangeOf(query: Pick<LesseeSearchQuery, 'from' | 'to'>, now: Date = new Date()) {
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : now;
  let from: Date;
  if (query.from) from = new Date(`${query.from}T00:00:00Z`);
  else {
    from = new Date(to);
    from.setUTCMonth(from.getUTCMonth() - HEAT_MAP.rangeMonths);
  }
  return { from, to };
}

const toCell = (r: CellRow): LesseeCell => ({
  geometry: { x: Number(r.x), y: Number(r.y) },
  weight: Number(r.weight),
  isoLocation: r.iso_location,
  createdOn: new Date(r.created_on).toISOString(),
});

/** How long a computed heat map is reused while its data stays unchanged. */
const KEEP_MS = 60_000;
const MINUTE_MS = 60_000;

/** Heat maps being computed or kept, per database handle. */
const flightsByDb = new WeakMap<object, SingleFlight<LesseeSearchResult>>();

/**
 * Admins get the coarse cells (~11 km) and the fine ones (~1 km) for a zoomed-in view; providers the coarse cells
 * only. Both levels leave out any cell with fewer than 3 distinct organizations: a fine cell that is too small
 * still counts in its coarse cell, and a coarse cell that is too small is not shown at all.
 *
 * The answer is the same for everyone of a role asking the same filters, so it is computed once and shared: by the
 * requests in flight together, and for a minute after by requests that find the data at the same version (migration
 * 0020: any recorded search, removal or practice move raises it, so a kept answer never misses a change). Range
 * ends count to the minute: the default range ends now, and the searches leaving its far end within a minute are
 * not something the map can show. Computing one costs 150–300 ms of database time at a million searches
 * (docs/performance.md); reusing one costs a read of one row.
 */
export async function lesseeHeatMap(
  ctx: RequestContext,
  query: LesseeSearchQuery,
): Promise<LesseeSearchResult> {
  const { from, to } = rangeOf(query);
  const filter: LesseeFilter = { from, to, state: query.state, onlyWithinState: query.onlyWithinState };
  const isAdmin = ctx.actor?.healcoAdmin === true;
  let flights = flightsByDb.get(ctx.db);
  if (!flights) {
    flights = new SingleFlight(KEEP_MS);
    flightsByDb.set(ctx.db, flights);
  }
  const minute = (date: Date) => Math.floor(date.getTime() / MINUTE_MS);
  const version = await interestVersion(ctx.db);
  const key = JSON.stringify([
    version,
    isAdmin,
    minute(from),
    minute(to),
    query.state ?? null,
    query.onlyWithinState,
  ]);
  return flights.run(key, async () => {
    const [coarse, fine] = await Promise.all([
      interestCells(ctx.db, filter, COARSE_STEP),
      isAdmin ? interestCells(ctx.db, filter, FINE_STEP) : Promise.resolve([]),
    ]);
    return { result: coarse.map(toCell), uncompressed: fine.map(toCell) };
  });
}
