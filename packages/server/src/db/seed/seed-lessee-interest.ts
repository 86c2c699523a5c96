import type { Insertable, Kysely } from 'kysely';
import { toGrid } from '../../features/heat-map/heat-map.repository.ts';
import { newId } from '../../lib/ids.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import type { DB, LesseeInterestTable } from '../types.ts';

/** Practices looking for space, with no sign-in of their own: they only give the demo map its interest. */
const SEEKING_PRACTICES: { name: string; city: string; state: string; zipcode: string; looksIn: string[] }[] =
  [
    {
      name: 'Palisade Family Therapy',
      city: 'Hoboken',
      state: 'NJ',
      zipcode: '07030',
      looksIn: ['NJ', 'NYC'],
    },
    {
      name: 'Garden State Speech & Language',
      city: 'Montclair',
      state: 'NJ',
      zipcode: '07042',
      looksIn: ['NJ'],
    },
    {
      name: 'Raritan Valley Physical Therapy',
      city: 'New Brunswick',
      state: 'NJ',
      zipcode: '08901',
      looksIn: ['NJ', 'PA'],
    },
    {
      name: 'Shoreline Nutrition Counseling',
      city: 'Red Bank',
      state: 'NJ',
      zipcode: '07701',
      looksIn: ['NJ'],
    },
    {
      name: 'Morris Pediatric Occupational Therapy',
      city: 'Morristown',
      state: 'NJ',
      zipcode: '07960',
      looksIn: ['NJ', 'NYC'],
    },
    {
      name: 'Hudson Mindful Psychiatry',
      city: 'Jersey City',
      state: 'NJ',
      zipcode: '07302',
      looksIn: ['NJ', 'NYC'],
    },
    {
      name: 'Bridge Street Counseling',
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11201',
      looksIn: ['NYC', 'NY', 'HUDSON'],
    },
    {
      name: 'Upper West Dermatology',
      city: 'New York',
      state: 'NY',
      zipcode: '10024',
      looksIn: ['NYC', 'HUDSON', 'FAR'],
    },
    {
      name: 'Westchester Sports Medicine',
      city: 'White Plains',
      state: 'NY',
      zipcode: '10601',
      looksIn: ['NY', 'NYC', 'FAR'],
    },
    {
      name: 'Schuylkill Behavioral Health',
      city: 'Philadelphia',
      state: 'PA',
      zipcode: '19103',
      looksIn: ['PA', 'NJ'],
    },
    {
      name: 'Three Rivers Chiropractic',
      city: 'Pittsburgh',
      state: 'PA',
      zipcode: '15222',
      looksIn: ['PA', 'FAR'],
    },
    {
      name: 'Lehigh Valley Hearing Center',
      city: 'Allentown',
      state: 'PA',
      zipcode: '18101',
      looksIn: ['PA', 'NJ'],
    },
  ];

/** Where they look, by group: a city's centre, searched with a little spread around it. */
const PLACES: Record<string, { city: string; state: string; lat: number; lng: number }[]> = {
  NJ: [
    { city: 'Hoboken', state: 'NJ', lat: 40.744, lng: -74.032 },
    { city: 'Jersey City', state: 'NJ', lat: 40.718, lng: -74.043 },
    { city: 'Newark', state: 'NJ', lat: 40.735, lng: -74.172 },
    { city: 'Montclair', state: 'NJ', lat: 40.826, lng: -74.209 },
    { city: 'Princeton', state: 'NJ', lat: 40.357, lng: -74.667 },
    { city: 'New Brunswick', state: 'NJ', lat: 40.486, lng: -74.452 },
  ],
  NYC: [
    { city: 'New York', state: 'NY', lat: 40.754, lng: -73.984 },
    { city: 'Brooklyn', state: 'NY', lat: 40.678, lng: -73.944 },
  ],
  NY: [
    { city: 'White Plains', state: 'NY', lat: 41.034, lng: -73.763 },
    { city: 'Albany', state: 'NY', lat: 42.652, lng: -73.756 },
  ],
  HUDSON: [{ city: 'Hoboken', state: 'NJ', lat: 40.744, lng: -74.032 }],
  PA: [
    { city: 'Philadelphia', state: 'PA', lat: 39.952, lng: -75.165 },
    { city: 'Pittsburgh', state: 'PA', lat: 40.44, lng: -79.996 },
    { city: 'Allentown', state: 'PA', lat: 40.608, lng: -75.49 },
    { city: 'Princeton', state: 'NJ', lat: 40.357, lng: -74.667 },
  ],
  FAR: [
    { city: 'Boston', state: 'MA', lat: 42.36, lng: -71.058 },
    { city: 'Chicago', state: 'IL', lat: 41.878, lng: -87.63 },
  ],
};

/**
 * Demo interest over the last 4 months (a little of it older than the map's default 3 months), from the seeking
 * practices and the demo seeker's own practice.
 */
export async function seedDemoLesseeInterest(db: Kysely<DB>, now: Date = new Date()): Promise<void> {
  const random = seededRandom(20261126);
  const dayMs = 24 * 3_600_000;
  const rows: Insertable<LesseeInterestTable>[] = [];
  for (const practice of SEEKING_PRACTICES) {
    const organizationId = newId();
    await db
      .insertInto('organization')
      .values({
        id: organizationId,
        name: practice.name,
        email: null,
        phone: null,
        website: null,
        fax: null,
        ein: null,
        address_line_one: null,
        address_line_two: null,
        city: practice.city,
        us_state: practice.state,
        zipcode: practice.zipcode,
        owner_user_id: null,
      })
      .execute();
    for (const group of practice.looksIn) {
      for (const place of PLACES[group] ?? []) {
        const searches = 3 + Math.floor(random() * 6);
        for (let i = 0; i < searches; i += 1) {
          rows.push({
            id: newId(),
            organization_id: organizationId,
            latitude: toGrid(place.lat + (random() - 0.5) * 0.03),
            longitude: toGrid(place.lng + (random() - 0.5) * 0.03),
            iso_location: `${place.city}, ${place.state}`,
            us_state: place.state,
            source: random() < 0.7 ? 'SRCH' : 'VIEW',
            created_on: new Date(
              now.getTime() - Math.floor(random() * 120) * dayMs - Math.floor(random() * dayMs),
            ),
          });
        }
      }
    }
  }
  await db.insertInto('lessee_interest').values(rows).execute();
}
