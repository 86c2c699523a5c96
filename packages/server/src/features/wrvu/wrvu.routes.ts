import { wrvuCatalogueSchema, wrvuEmailRequestSchema, wrvuEmailResultSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';
import { emailWrvuResults, wrvuCatalogue } from './wrvu.service.ts';

export const wrvuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wrvu/codes',
    {
      schema: {
        tags: ['wrvu'],
        summary: 'CPT codes with their published work RVUs, grouped by specialty',
        response: responses(wrvuCatalogueSchema),
      },
    },
    async (_request, reply) => {
      // Published once a year: let browsers and proxies keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return ok(wrvuCatalogue());
    },
  );

  app.post(
    '/wrvu/email-results',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['wrvu'],
        summary: 'Compute a wRVU estimate and email it',
        body: wrvuEmailRequestSchema,
        response: responses(wrvuEmailResultSchema),
      },
    },
    async (request) => {
      const result = await emailWrvuResults(request.ctx, request.body);
      return ok({ ...result, message: `We emailed your results to ${request.body.email}.` });
    },
  );
};
