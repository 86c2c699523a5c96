import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { earthPoint } from '../../lib/earth-distance.ts';
import { api } from '../../test/api.ts';
import { ADDRESS, type Signed, useListingsWorld } from './properties-fixtures.ts';

/** Who sees a listing's address, the views recorded, and the spaces nearby. */

const world = useListingsWorld();
const { t, provider, signed, get, listing } = world;
let host: Signed;
let seeker: Signed;
beforeAll(() => {
  ({ host, seeker } = world.people);
});

describe('address visibility and views', () => {
  it('shows others only city, state and ZIP, and records their first view for the owner’s New badge', async () => {
    const id = await listing(host, { supportedProviderSpecialty: ['LPCC'] });
    const ownerCard = async () =>
      (await get(host, '/api/properties')).json().result.find((p: { id: string }) => p.id === id);
    expect((await ownerCard()).viewedOn).toBeNull();

    // The owner's own look does not count as a view.
    expect((await get(host, `/api/properties/${id}`)).json().result.addressInfo).toEqual(ADDRESS);
    expect((await ownerCard()).viewedOn).toBeNull();

    const guest = await get(seeker, `/api/properties/${id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().result.addressInfo).toEqual({
      addressLineOne: null,
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    });
    expect(guest.body).not.toContain('1 Hudson Street');
    expect(guest.json().result.viewedOn).not.toBeNull();
    const matches = (await get(seeker, '/api/properties/guest')).json().result;
    expect(matches.find((p: { id: string }) => p.id === id).addressInfo.addressLineOne).toBeNull();
    expect((await ownerCard()).viewedOn).not.toBeNull();

    const admin = await signed({ healcoAdmin: true });
    expect((await get(admin, `/api/properties/${id}`)).json().result.addressInfo.addressLineOne).toBe(
      '1 Hudson Street',
    );
  });

  it('hides another organization’s drafts (404)', async () => {
    const draft = await listing(host, { propertyStatus: 'DRFT' });
    expect((await get(seeker, `/api/properties/${draft}`)).statusCode).toBe(404);
  });

  it('records the opening of a recommended property, and refuses it for another organization', async () => {
    const id = await listing(host);
    const post = (who: Signed, organizationId: string) =>
      api(t.app, {
        method: 'POST',
        url: `/api/propertyMatch/${id}`,
        session: who.session,
        payload: { organizationId },
      });
    expect((await post(seeker, host.organizationId!)).statusCode).toBe(404);
    const res = await post(seeker, seeker.organizationId!);
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('property_match')
      .selectAll()
      .where('property_id', '=', id)
      .where('organization_id', '=', seeker.organizationId!)
      .executeTakeFirstOrThrow();
    expect(row.viewed_on).not.toBeNull();
    expect(row.matched_on).not.toBeNull();
  });
});

/** The haversine distance on earthdistance's sphere (radius 6,378,168 m), in miles. */
function greatCircleMiles(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return (2 * 6378168 * Math.asin(Math.sqrt(a))) / 1609.344;
}

describe('nearby', () => {
  it('returns only listed properties of others within the range, nearest first, with the distance', async () => {
    const org = await provider('Nearby Hosts', { states: ['NJ'], specialties: ['FMED'] });
    const place = (title: string, city: string, usState: string, zipcode: string, status = 'LIST') =>
      listing(org, {
        title,
        propertyStatus: status,
        addressInfo: { addressLineOne: '5 Main St', city, usState, zipcode },
      });
    const lookingInChicago = await provider('Loop Counseling', { lat: 41.8858, lng: -87.6181 });
    const riverNorth = await place('River North room', 'Chicago', 'IL', '60611');
    const lincolnPark = await place('Lincoln Park room', 'Chicago', 'IL', '60614');
    const southSide = await place('Blue Island room', 'Blue Island', 'IL', '60406');
    const draft = await place('Loop draft', 'Chicago', 'IL', '60602', 'DRFT');
    const own = await listing(lookingInChicago, {
      title: 'Own loop room',
      addressInfo: { addressLineOne: '5 Main St', city: 'Chicago', usState: 'IL', zipcode: '60602' },
    });

    const res = await get(
      lookingInChicago,
      '/api/properties/suggestion/geometry?lat=41.8858&lng=-87.6181&range=5',
    );
    expect(res.statusCode).toBe(200);
    const result: {
      id: string;
      distanceMiles: number;
      latitude: number;
      longitude: number;
      addressInfo: { addressLineOne: string | null };
    }[] = res.json().result;
    expect(result.map((p) => p.id)).toEqual([riverNorth, lincolnPark]);
    for (const id of [southSide, draft, own]) expect(result.map((p) => p.id)).not.toContain(id);
    expect(result[0]!.distanceMiles).toBeLessThan(result[1]!.distanceMiles);
    expect(result[1]!.distanceMiles).toBeLessThanOrEqual(5);
    // The distance shown is the great-circle distance along the surface (earthdistance's sphere).
    for (const room of result) {
      expect(room.distanceMiles).toBeCloseTo(
        greatCircleMiles(41.8858, -87.6181, room.latitude, room.longitude),
        3,
      );
    }
    expect(result[0]!.addressInfo.addressLineOne).toBeNull();

    const dashboard = await get(lookingInChicago, '/api/properties/nearby');
    expect(dashboard.json().result.map((p: { id: string }) => p.id)).toEqual([riverNorth, lincolnPark]);
    const noPractice = await provider('No Address Yet');
    expect((await get(noPractice, '/api/properties/nearby')).json().result).toEqual([]);

    expect((await get(seeker, '/api/properties/suggestion/geometry?lat=400&lng=0')).statusCode).toBe(400);
    // Numbers too small for the database's doubles (subnormal) are a point and a radius of zero, not a 500.
    const tiny = await get(
      seeker,
      '/api/properties/suggestion/geometry?lat=1e-310&lng=-2e-320&range=1.5e-323',
    );
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().result).toEqual([]);
  });
});

describe('the origin of a nearby search', () => {
  it('is the point the database’s ll_to_earth gives, to the millimetre, wherever it is', async () => {
    const places = [
      [40.732, -74.1765], // Newark, NJ
      [47.6062, -122.3321], // Seattle, WA
      [21.3069, -157.8583], // Honolulu, HI
      [0, 0],
    ] as const;
    for (const [lat, lng] of places) {
      const { rows } = await sql<{ apart: number }>`
        select cube_distance(ll_to_earth(${lat}::float8, ${lng}::float8), cube(${earthPoint(lat, lng)}::float8[]))
          as apart`.execute(t.app.db);
      expect(rows[0]?.apart).toBeLessThan(0.001);
    }
  });
});
