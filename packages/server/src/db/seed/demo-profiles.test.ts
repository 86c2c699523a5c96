import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.ts';
import type { Database } from '../database.ts';
import { seedDemoAccounts } from './seed-demo.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

it('gives the demo accounts complete profiles and geocoded practices', async () => {
  expect(await seedDemoAccounts(database.db, 'Demo-seed-password-1')).toBe(true);
  const db = database.db;
  const licensedIn = async (state: string) =>
    (
      await db
        .selectFrom('provider_licensed_state')
        .innerJoin('app_user', 'app_user.id', 'provider_licensed_state.user_id')
        .select('app_user.email')
        .where('us_state', '=', state)
        .execute()
    ).map((row) => row.email);
  expect(await licensedIn('PA')).toEqual(['pro@demo.carespace.test']);
  expect(await licensedIn('NJ')).toEqual(
    expect.arrayContaining([
      'host@demo.carespace.test',
      'seeker@demo.carespace.test',
      'pro@demo.carespace.test',
    ]),
  );
  const host = await db
    .selectFrom('app_user')
    .innerJoin('organization', 'organization.id', 'app_user.organization_id')
    .select(['app_user.npi', 'app_user.bio', 'organization.latitude', 'organization.longitude'])
    .where('app_user.email', '=', 'host@demo.carespace.test')
    .executeTakeFirstOrThrow();
  expect(host.npi).toBe('1234567893');
  expect(host.bio).toContain('Riverside Family Practice');
  expect(host.latitude).toBeCloseTo(40.74, 1);
  expect(host.longitude).toBeCloseTo(-74.03, 1);
});

it('gives pro@ verified New Jersey and New York licenses and one pending, and the marketplace hosts a verified one', async () => {
  const licenses = await database.db
    .selectFrom('provider_license as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['u.email', 'l.us_state', 'l.status', 'l.reviewed_by'])
    .where('l.expires_on', '>', sql<string>`current_date`)
    .orderBy('u.email')
    .orderBy('l.us_state')
    .execute();
  const of = (email: string) =>
    licenses.filter((row) => row.email === email).map((row) => `${row.us_state} ${row.status}`);
  expect(of('pro@demo.carespace.test')).toEqual(['NJ VERI', 'NY VERI', 'PA PEND']);
  expect(of('host@demo.carespace.test')).toEqual(['NJ VERI']);
  expect(of('seeker@demo.carespace.test')).toEqual(['NJ VERI']);
  expect(licenses.filter((row) => row.status === 'PEND')).toHaveLength(1);
  expect(licenses.filter((row) => row.status === 'VERI').every((row) => row.reviewed_by !== null)).toBe(true);
});
