import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect } from 'vitest';
import { api, createUser, sessionFor, type TestUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

export const NOT_FOUND = 'Page or object not found';

export interface Signed extends TestUser {
  session: string;
}

export const ADDRESS = {
  addressLineOne: '1 Hudson Street',
  addressLineTwo: 'Suite 2',
  city: 'Hoboken',
  usState: 'NJ',
  zipcode: '07030',
};

export function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Sunny exam room near the PATH',
    description: 'A bright exam room with a sink and a treatment table, free on weekday afternoons.',
    propertyStatus: 'LIST',
    addressInfo: ADDRESS,
    roomTypes: ['EXAM'],
    supportedProviderSpecialty: ['LPCC', 'FMED'],
    unsupportedProviderSpecialty: [],
    rate: 45_00,
    ratePeriod: 'SESN',
    roomInfo: { items: [{ roomType: 'EXAM', name: 'Exam room 2', rate: 30_00, ratePeriod: 'DAYX' }] },
    propertyPhoto: { files: [] },
    ...overrides,
  };
}

/**
 * An app for the property tests, its host and seeker (there once the file's first beforeAll has run), and what
 * the tests ask of it: providers, listings, calls, counts.
 */
export function useListingsWorld() {
  const t = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-properties-test-')) });
  const people = {} as { host: Signed; seeker: Signed };

  async function provider(
    name: string,
    profile: { states?: string[]; specialties?: string[]; zipcode?: string; lat?: number; lng?: number } = {},
  ): Promise<Signed> {
    const user = await createUser(t.app.db, { providerRole: 'STAN', organizationName: name });
    const db = t.app.db;
    for (const state of profile.states ?? []) {
      await db.insertInto('provider_licensed_state').values({ user_id: user.id, us_state: state }).execute();
    }
    for (const specialty of profile.specialties ?? []) {
      await db.insertInto('provider_specialty').values({ user_id: user.id, specialty }).execute();
    }
    if (profile.lat !== undefined) {
      await db
        .updateTable('organization')
        .set({ latitude: profile.lat, longitude: profile.lng ?? null })
        .where('id', '=', user.organizationId!)
        .execute();
    }
    return { ...user, session: await sessionFor(db, user.id) };
  }

  async function signed(overrides: Parameters<typeof createUser>[1]): Promise<Signed> {
    const user = await createUser(t.app.db, overrides);
    return { ...user, session: await sessionFor(t.app.db, user.id) };
  }

  const create = (who: Signed, payload: unknown) =>
    api(t.app, { method: 'POST', url: '/api/properties', session: who.session, payload: payload as object });
  const get = (who: Signed, url: string) => api(t.app, { method: 'GET', url, session: who.session });

  async function listing(who: Signed, overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await create(who, body(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.id;
  }

  const propertyCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('property')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    people.host = await provider('Riverside Family Practice', { states: ['NJ'], specialties: ['FMED'] });
    people.seeker = await provider('Reyes Counseling', {
      states: ['NJ', 'NY'],
      specialties: ['LPCC'],
      lat: 40.7445,
      lng: -74.0329,
    });
  });

  return { t, people, provider, signed, create, get, listing, propertyCount };
}
