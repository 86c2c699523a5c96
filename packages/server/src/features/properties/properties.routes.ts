import {
  nearbyQuerySchema,
  organizationIdParamsSchema,
  propertyIdParamsSchema,
  propertyListQuerySchema,
  propertyMatchBodySchema,
  propertyMatchesQuerySchema,
  propertyMatchParamsSchema,
  propertySaveSchema,
  propertyViewSchema,
  updatePriorityBodySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireProvider } from '../../plugins/guards.ts';
import {
  getProperty,
  listMatches,
  listOwn,
  nearby,
  nearbyPractice,
  recordPropertyMatch,
  updatePriority,
} from './properties.service.ts';
import { createProperty, deleteProperty, editProperty } from './property-edits.service.ts';

const propertyList = z.array(propertyViewSchema);

/** Listings, matches and nearby suggestions. Providers and admins. */
export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireProvider());

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Your organization’s listings (mode: listed, draft = drafts and unlisted, organize)',
        querystring: propertyListQuerySchema,
        response: responses(propertyList),
      },
    },
    async (request) => ok(await listOwn(request.ctx, request.query)),
  );

  app.get(
    '/properties/guest',
    {
      schema: {
        tags: ['properties'],
        summary:
          'Listed properties matched to your organization, most recent first, a page at a time (page from 1, limit up to 100, 24 by default)',
        querystring: propertyMatchesQuerySchema,
        response: responses(propertyList),
      },
    },
    async (request) => ok(await listMatches(request.ctx, request.query)),
  );

  app.get(
    '/properties/suggestion/geometry',
    {
      schema: {
        tags: ['properties'],
        summary: 'Listed properties of other organizations within range (miles) of a point, nearest first',
        querystring: nearbyQuerySchema,
        response: responses(propertyList),
      },
    },
    async (request) => ok(await nearby(request.ctx, request.query)),
  );

  app.get(
    '/properties/nearby',
    {
      schema: {
        tags: ['properties'],
        summary: 'Up to 4 listed properties within about 5 miles of your practice, nearest first',
        response: responses(propertyList),
      },
    },
    async (request) => ok(await nearbyPractice(request.ctx)),
  );

  app.put(
    '/properties/update-priority/:organizationId',
    {
      schema: {
        tags: ['properties'],
        summary: 'Lists exactly the given properties, in this order; the others listed become unlisted',
        params: organizationIdParamsSchema,
        body: updatePriorityBodySchema,
        response: responses(z.object({ updated: z.number() })),
      },
    },
    async (request) =>
      ok(await updatePriority(request.ctx, request.params.organizationId, request.body.prioritizeProperty)),
  );

  app.post(
    '/propertyMatch/:propertyId',
    {
      schema: {
        tags: ['properties'],
        summary: 'Records that your organization opened a recommended property',
        params: propertyMatchParamsSchema,
        body: propertyMatchBodySchema,
        response: responses(z.object({ propertyId: z.string() })),
      },
    },
    async (request) =>
      ok(await recordPropertyMatch(request.ctx, request.params.propertyId, request.body.organizationId)),
  );

  app.post(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'Creates a listing (admins name the organization)',
        body: propertySaveSchema,
        response: responses(propertyViewSchema),
      },
    },
    async (request) => ok(await createProperty(request.ctx, request.body)),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary:
          'One property; others than the owner see no street address, and their first view is recorded',
        params: propertyIdParamsSchema,
        response: responses(propertyViewSchema),
      },
    },
    async (request) => ok(await getProperty(request.ctx, request.params.id)),
  );

  app.put(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Saves a listing of your organization',
        params: propertyIdParamsSchema,
        body: propertySaveSchema,
        response: responses(propertyViewSchema),
      },
    },
    async (request) => ok(await editProperty(request.ctx, request.params.id, request.body)),
  );

  app.delete(
    '/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Deletes a listing of your organization',
        params: propertyIdParamsSchema,
        response: responses(z.object({ id: z.string() })),
      },
    },
    async (request) => ok(await deleteProperty(request.ctx, request.params.id)),
  );
};
