import { lesseeSearchQuerySchema, lesseeSearchResultSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireProvider } from '../../plugins/guards.ts';
import { lesseeHeatMap } from './heat-map.service.ts';

/** The lessee heat map (the Activity map): admins and providers; patients and pharmacists are refused. */
export const heatMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/lessee',
    {
      onRequest: requireProvider('STAN'),
      schema: {
        tags: ['lessee'],
        summary:
          'Where providers look for space, summed per grid cell (cells of fewer than 3 practices left out)',
        querystring: lesseeSearchQuerySchema,
        response: responses(lesseeSearchResultSchema),
      },
    },
    async (request) => ok(await lesseeHeatMap(request.ctx, request.query)),
  );
};
