import { organizationUpdateSchema, organizationViewSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/guards.ts';
import { saveOrganization } from './organizations.service.ts';

/** The account page's Practice tab (PUT /api/organization). */
export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.put(
    '/organization',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Saves your practice (admins: any, by id); the position is geocoded from the ZIP code',
        body: organizationUpdateSchema,
        response: responses(organizationViewSchema),
      },
    },
    async (request) => ok(await saveOrganization(request.ctx, request.body)),
  );
};
