import { LESSEE_MIN_ORGANIZATIONS_PER_CELL } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { seedDemoLesseeInterest } from '../../db/seed/seed-lessee-interest.ts';
import { newId } from '../../lib/ids.ts';
import { api, createOrganization, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { recordLesseeInterest, toGrid } from './heat-map.repository.ts';
import { rangeOf } from './heat-map.service.ts';

const t = useTestApp();

async function organization(state: string) {
  return createOrganization(t.database.db, { name: `Practice ${newId().slice(0, 5)}`, usState: state });
}

interface Cell {
  geometry: { x: number; y: number };
  weight: number;
  isoLocation: string;
}

async function heatMap(session: string, query = '') {
  const res = await api(t.app, { method: 'GET', url: `/api/search/lessee${query}`, session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { result: Cell[]; uncompressed: Cell[] };
}

describe('GET /api/search/lessee', () => {
  it('snaps points to the 0.01° grid', () => {
    expect(toGrid(40.74449)).toBe(40.74);
    expect(toGrid(-74.0329)).toBe(-74.03);
  });

  it('defaults to the last 3 months and counts the whole of the last asked day', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(rangeOf({}, now)).toEqual({ from: new Date('2026-08-26T10:00:00Z'), to: now });
    expect(rangeOf({ from: '2026-01-01', to: '2026-01-31' }, now)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
  });

  it('never shows a cell with fewer than 3 organizations, at either zoom', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    // Three practices in one Trenton fine cell; two practices alone in a far Ohio cell.
    const trenton = [await organization('NJ'), await organization('NJ'), await organization('NJ')];
    for (const organizationId of trenton) {
      await recordLesseeInterest(t.database.db, {
        organizationId,
        latitude: 40.2171,
        longitude: -74.7429,
        city: 'Trenton',
        usState: 'NJ',
        source: 'SRCH',
      });
    }
    const lonely = [await organization('OH'), await organization('OH')];
    for (const organizationId of lonely) {
      for (let i = 0; i < 5; i += 1) {
        await recordLesseeInterest(t.database.db, {
          organizationId,
          latitude: 39.9612,
          longitude: -82.9988,
          city: 'Columbus',
          usState: 'OH',
          source: 'VIEW',
        });
      }
    }
    const all = await heatMap(session);
    expect(all.result).toEqual([
      expect.objectContaining({ geometry: { x: 40.2, y: -74.7 }, weight: 3, isoLocation: 'Trenton, NJ' }),
    ]);
    expect(all.uncompressed).toEqual([
      expect.objectContaining({ geometry: { x: 40.22, y: -74.74 }, weight: 3, isoLocation: 'Trenton, NJ' }),
    ]);
    expect(JSON.stringify(all)).not.toContain('Columbus');
    expect((await heatMap(session, '?state=OH')).result).toEqual([]);
  });

  it('keeps the seeded demo interest k-anonymous and filters by state', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    await seedDemoLesseeInterest(t.database.db);
    const everything = await heatMap(session);
    expect(everything.result.length).toBeGreaterThan(5);
    expect(everything.uncompressed.length).toBeGreaterThan(0);

    // Every returned cell, at both zooms, has at least the minimum of distinct organizations behind it.
    const rows = await t.database.db
      .selectFrom('lessee_interest')
      .select(['organization_id', 'latitude', 'longitude'])
      .execute();
    const check = (cells: Cell[], step: number) => {
      for (const cell of cells) {
        const orgs = new Set(
          rows
            .filter(
              (r) =>
                Math.round(r.latitude / step) === Math.round(cell.geometry.x / step) &&
                Math.round(r.longitude / step) === Math.round(cell.geometry.y / step),
            )
            .map((r) => r.organization_id),
        );
        expect(orgs.size).toBeGreaterThanOrEqual(LESSEE_MIN_ORGANIZATIONS_PER_CELL);
      }
    };
    check(everything.result, 0.1);
    check(everything.uncompressed, 0.01);

    const nj = await heatMap(session, '?state=nj&onlyWithinState=true');
    expect(nj.result.length).toBeGreaterThan(0);
    for (const cell of nj.result) expect(cell.isoLocation).toMatch(/, NJ$/);
    const njPractices = await heatMap(session, '?state=NJ');
    expect(njPractices.result.some((c) => c.isoLocation === 'New York, NY')).toBe(true);
    expect((await heatMap(session, '?state=WY')).result).toEqual([]);
  });

  it('shares one computed map between requests, and shows a change at once', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    const place = {
      latitude: 41.7658,
      longitude: -72.6734,
      city: 'Hartford',
      usState: 'CT',
      source: 'SRCH' as const,
    };
    const before = await heatMap(session);
    expect(JSON.stringify(before)).not.toContain('Hartford');
    expect(await heatMap(session)).toEqual(before);

    for (let i = 0; i < LESSEE_MIN_ORGANIZATIONS_PER_CELL; i += 1) {
      await recordLesseeInterest(t.database.db, { organizationId: await organization('CT'), ...place });
    }
    const after = await heatMap(session);
    expect(after.result).toContainEqual(expect.objectContaining({ isoLocation: 'Hartford, CT' }));

    // A practice moving away takes its interest out of its old state's map as soon as it moves.
    expect((await heatMap(session, '?state=CT')).result).toHaveLength(1);
    const moved = await t.database.db
      .selectFrom('lessee_interest')
      .select('organization_id')
      .where('iso_location', '=', 'Hartford, CT')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('organization')
      .set({ us_state: 'MA' })
      .where('id', '=', moved.organization_id)
      .execute();
    expect((await heatMap(session, '?state=CT')).result).toEqual([]);
  });

  it('gives a provider the overview only, and refuses patients and pharmacists', async () => {
    const provider = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Seeker Practice',
    });
    const view = await heatMap(await sessionFor(t.database.db, provider.id));
    expect(view.result.length).toBeGreaterThan(0);
    expect(view.uncompressed).toEqual([]);
    for (const user of [
      await createUser(t.database.db, { isPatient: true }),
      await createUser(t.database.db, { providerRole: 'PHAR' }),
    ]) {
      const res = await api(t.app, {
        method: 'GET',
        url: '/api/search/lessee',
        session: await sessionFor(t.database.db, user.id),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await api(t.app, { method: 'GET', url: '/api/search/lessee' })).statusCode).toBe(401);
  });

  it('answers 400 to a state that does not exist or a malformed date', async () => {
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    const session = await sessionFor(t.database.db, admin.id);
    for (const query of [
      '?state=ZZ',
      '?from=yesterday',
      '?from=1464-74-86',
      '?to=2023-02-29',
      '?from=0000-01-01',
    ]) {
      const res = await api(t.app, { method: 'GET', url: `/api/search/lessee${query}`, session });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("records another practice's view of a listing, snapped to the grid", async () => {
    const host = await createUser(t.database.db, { providerRole: 'STAN', organizationName: 'Host Practice' });
    const seeker = await createUser(t.database.db, {
      providerRole: 'STAN',
      organizationName: 'Seeking Practice',
    });
    const propertyId = newId();
    await t.database.db
      .insertInto('property')
      .values({
        id: propertyId,
        organization_id: host.organizationId ?? '',
        created_by_user_id: host.id,
        title: 'Quiet consulting room',
        description: 'A quiet consulting room near the river.',
        status: 'LIST',
        address_line_one: '100 Washington Street',
        address_line_two: null,
        city: 'Hoboken',
        us_state: 'NJ',
        zipcode: '07030',
        latitude: 40.74449,
        longitude: -74.0329,
        rate_cents: null,
        rate_period: null,
        room_items: '[]',
        priority: null,
      })
      .execute();
    const res = await api(t.app, {
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      session: await sessionFor(t.database.db, seeker.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .selectFrom('lessee_interest')
      .selectAll()
      .where('organization_id', '=', seeker.organizationId ?? '')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        latitude: 40.74,
        longitude: -74.03,
        iso_location: 'Hoboken, NJ',
        source: 'VIEW',
      }),
    ]);
  });
});
