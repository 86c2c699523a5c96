import { describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createOrganization, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { recordLesseeInterest } from './heat-map.repository.ts';

const t = useTestApp();

/*
 * The heat map's privacy rule: a cell with interest from fewer than 3 distinct organizations never
 * appears, at the overview zoom (result) or the zoomed-in one (uncompressed), whatever the filters narrow it to.
 * Each case below would single out one or two practices if the rule were applied before the filters.
 */

async function organization() {
  return createOrganization(t.database.db, {
    name: `Privacy Practice ${newId().slice(0, 5)}`,
    usState: 'NJ',
  });
}

async function interest(
  organizationId: string,
  latitude: number,
  longitude: number,
  city: string,
  at?: Date,
) {
  await recordLesseeInterest(t.database.db, {
    organizationId,
    latitude,
    longitude,
    city,
    usState: 'NJ',
    source: 'SRCH',
    ...(at ? { at } : {}),
  });
}

async function heatMap(session: string, query = '') {
  const res = await api(t.app, { method: 'GET', url: `/api/search/lessee${query}`, session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    result: Array<{ isoLocation: string; weight: number }>;
    uncompressed: Array<{ isoLocation: string; weight: number }>;
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('heat-map privacy at every zoom and filter', () => {
  it('shows a coarse cell of 3 practices but none of its fine cells that hold only 1 or 2', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    const [a, b, c] = [await organization(), await organization(), await organization()];
    // Same 0.1° cell near Camden, two different 0.01° cells: {a, b} and {c}.
    await interest(a!, 39.9261, -75.1196, 'Camden');
    await interest(b!, 39.9262, -75.1197, 'Camden');
    await interest(c!, 39.94, -75.14, 'Camden');
    const map = await heatMap(session);
    expect(map.result.filter((cell) => cell.isoLocation === 'Camden, NJ')).toEqual([
      expect.objectContaining({ weight: 3 }),
    ]);
    expect(map.uncompressed.filter((cell) => cell.isoLocation === 'Camden, NJ')).toEqual([]);
  });

  it('recounts the practices inside the chosen dates: a cell that drops below 3 disappears', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 200 * 24 * 3_600_000);
    const orgs = [await organization(), await organization(), await organization()];
    // Three practices in one fine cell in Princeton, but one of them searched there only long ago.
    await interest(orgs[0]!, 40.3573, -74.6672, 'Princeton');
    await interest(orgs[1]!, 40.3573, -74.6672, 'Princeton');
    await interest(orgs[2]!, 40.3573, -74.6672, 'Princeton', longAgo);
    const wide = await heatMap(
      session,
      `?from=${day(new Date(longAgo.getTime() - 86_400_000))}&to=${day(now)}`,
    );
    expect(wide.uncompressed.some((cell) => cell.isoLocation === 'Princeton, NJ')).toBe(true);
    const recent = await heatMap(session); // the default: the last 3 months
    const all = [...recent.result, ...recent.uncompressed];
    expect(all.some((cell) => cell.isoLocation === 'Princeton, NJ')).toBe(false);
  });

  it('does not let one practice searching many times stand in for three', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const provider = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Watching Practice',
    });
    const busy = await organization();
    const other = await organization();
    for (let i = 0; i < 20; i += 1) await interest(busy, 40.5795, -74.1502, 'Staten Edge');
    await interest(other, 40.5795, -74.1502, 'Staten Edge');
    for (const userId of [admin.id, provider.id]) {
      const map = await heatMap(await sessionFor(t.database.db, userId), '?state=NJ');
      const all = [...map.result, ...map.uncompressed];
      expect(
        all.some((cell) => cell.isoLocation === 'Staten Edge, NJ'),
        userId,
      ).toBe(false);
    }
  });
});
