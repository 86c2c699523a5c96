import { placeQuerySchema, placeSchema, zipLocationSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireProvider } from '../../plugins/guards.ts';
import { lookupZip, searchPlace } from './geo.service.ts';

// Any string is accepted here so that a malformed ZIP gets the contract's message from the service, not zod's.
const zipLookupQuerySchema = z.object({ zipcode: z.string().max(20).default('') });

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/GeolocationFromZipcode/',
    {
      schema: {
        tags: ['geo'],
        summary: 'City, state and centroid of a US ZIP code',
        querystring: zipLookupQuerySchema,
        response: responses(zipLocationSchema),
      },
    },
    async (request) => ok(lookupZip(request.ctx, request.query.zipcode)),
  );

  app.get(
    '/search/place',
    {
      onRequest: requireProvider(),
      schema: {
        tags: ['geo'],
        summary:
          'The search map’s place: a ZIP code, a city with its state, or a state; records the practice’s interest',
        querystring: placeQuerySchema,
        response: responses(placeSchema),
      },
    },
    async (request) => ok(await searchPlace(request.ctx, request.query.query)),
  );
};
