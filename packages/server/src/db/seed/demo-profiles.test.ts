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
