import { PLACE_MESSAGES } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { findPlace } from '../../adapters/geo/place-finder.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function search(session: string | undefined, query: string) {
  return api(t.app, { method: 'GET', url: `/api/search/place?query=${encodeURIComponent(query)}`, session });
}

describe('the search map place finder', () => {
  it('reads a ZIP code, a city with its state in several spellings, and a state', () => {
    expect(findPlace('07030')).toMatchObject({
      kind: 'zip',
      label: 'Hoboken, NJ 07030',
      city: 'Hoboken',
      state: 'NJ',
      radiusMiles: 25,
    });
    for (const query of ['Jersey City, NJ', 'jersey city nj', 'Jersey City, New Jersey']) {
      expect(findPlace(query), query).toMatchObject({ kind: 'city', label: 'Jersey City, NJ', state: 'NJ' });
    }
    const nj = findPlace('New Jersey');
    expect(nj).toMatchObject({ kind: 'state', label: 'New Jersey', city: null, state: 'NJ' });
    // The whole state fits in its bounds and its radius reaches from Cape May to High Point.
    const [south, west, north, east] = nj!.bounds;
    expect(south).toBeLessThan(39);
    expect(north).toBeGreaterThan(41.2);
    expect(west).toBeLessThan(-75.4);
    expect(east).toBeGreaterThan(-74);
    expect(nj!.radiusMiles).toBeGreaterThan(80);
    expect(findPlace('tx')).toMatchObject({ kind: 'state', label: 'Texas' });
  });

  it('finds nothing for an unknown place or ZIP', () => {
    expect(findPlace('00000')).toBeNull();
    expect(findPlace('Atlantis, NJ')).toBeNull();
    expect(findPlace('Nowhere at all')).toBeNull();
  });
});

describe('GET /api/search/place', () => {
  it("records a practice's ZIP or city search as lessee interest, but not a state's or an admin's", async () => {
    const seeker = await createUser(t.database.db, { providerRole: 'STAN', organizationName: 'Seeking' });
    const session = await sessionFor(t.database.db, seeker.id);
    const res = await search(session, '07030');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ kind: 'zip', latitude: 40.7445, longitude: -74.0329 });
    expect((await search(session, 'Montclair, NJ')).statusCode).toBe(200);
    expect((await search(session, 'New York')).json().result).toMatchObject({ kind: 'state' });
    const admin = await createUser(t.database.db, { healcoAdmin: true });
    expect((await search(await sessionFor(t.database.db, admin.id), '10003')).statusCode).toBe(200);

    const rows = await t.database.db
      .selectFrom('lessee_interest')
      .select(['organization_id', 'latitude', 'longitude', 'iso_location', 'us_state', 'source'])
      .where('organization_id', 'in', [seeker.organizationId ?? '', admin.organizationId ?? '-'])
      .orderBy('iso_location')
      .execute();
    expect(rows).toEqual([
      {
        organization_id: seeker.organizationId,
        latitude: 40.74,
        longitude: -74.03,
        iso_location: 'Hoboken, NJ',
        us_state: 'NJ',
        source: 'SRCH',
      },
      expect.objectContaining({ iso_location: 'Montclair, NJ', us_state: 'NJ', source: 'SRCH' }),
    ]);
  });

  it('answers 400 with a clear message and records nothing for a bad or unknown place', async () => {
    const seeker = await createUser(t.database.db, { providerRole: 'STAN', organizationName: 'Seeking' });
    const session = await sessionFor(t.database.db, seeker.id);
    for (const [query, message] of [
      ['', PLACE_MESSAGES.queryRequired],
      ['x', PLACE_MESSAGES.queryRequired],
      ['a'.repeat(81), PLACE_MESSAGES.queryRequired],
      ['Atlantis, NJ', PLACE_MESSAGES.notFound],
      ['00000', PLACE_MESSAGES.notFound],
    ]) {
      const res = await search(session, query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const rows = await t.database.db
      .selectFrom('lessee_interest')
      .selectAll()
      .where('organization_id', '=', seeker.organizationId ?? '')
      .execute();
    expect(rows).toEqual([]);
  });

  it('is for providers and admins only', async () => {
    expect((await search(undefined, '07030')).statusCode).toBe(401);
    const patient = await createUser(t.database.db, { isPatient: true });
    expect((await search(await sessionFor(t.database.db, patient.id), '07030')).statusCode).toBe(403);
  });
});

describe('place messages', () => {
  it('say what to type', () => {
    expect(PLACE_MESSAGES).toEqual({
      queryRequired: 'Enter a ZIP code, a city and state (e.g. Hoboken, NJ) or a state.',
      notFound:
        'We could not find that place. Try a ZIP code, a city with its state (Hoboken, NJ) or a state.',
    });
  });
});
