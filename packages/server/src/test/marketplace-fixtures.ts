import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api, createUser, sessionFor, type TestUser } from './api.ts';

/** A provider who owns an organization, signed in. */
/** What a host sends to list a consult room in Hoboken (POST /api/properties), with any field changed. */
export function listingPayload(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    description: 'A calm consult room with a desk and two chairs, free on weekday mornings.',
    propertyStatus: 'LIST',
    addressInfo: {
      addressLineOne: '1 Hudson Street',
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    },
    roomTypes: ['EXAM'],
    supportedProviderSpecialty: [],
    unsupportedProviderSpecialty: [],
    rate: 40_00,
    ratePeriod: 'SESN',
    roomInfo: { items: [] },
    propertyPhoto: { files: [] },
    ...overrides,
  };
}

export interface SignedProvider extends TestUser {
  session: string;
  organizationId: string;
}

/** A signed-in provider owning a new organization on the given membership plan (NONE: the free plan). */
export async function signedProvider(
  app: FastifyInstance,
  name: string,
  plan = 'NONE',
): Promise<SignedProvider> {
  const user = await createUser(app.db, { providerRole: 'STAN', organizationName: name });
  await app.db
    .updateTable('organization')
    .set({ healco_plan: plan })
    .where('id', '=', user.organizationId!)
    .execute();
  return { ...user, organizationId: user.organizationId!, session: await sessionFor(app.db, user.id) };
}

/** Lists a consult room in Hoboken through the API, as its host would; answers the property's id. */
export async function listConsultRoom(
  app: FastifyInstance,
  host: SignedProvider,
  title: string,
): Promise<string> {
  const res = await api(app, {
    method: 'POST',
    url: '/api/properties',
    session: host.session,
    payload: listingPayload(title),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}
