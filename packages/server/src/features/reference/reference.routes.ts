import { referenceTablesRequestSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { getReferenceTables } from './reference.service.ts';

const item = z.object({ id: z.string(), name: z.string() });

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/misc/reference-tables',
    {
      schema: {
        tags: ['reference'],
        summary: 'Lists of {id, name} for the named reference tables',
        body: referenceTablesRequestSchema,
        response: responses(z.record(z.string(), z.array(item))),
      },
    },
    async (request) => ok(await getReferenceTables(request.ctx, request.body.tables)),
  );
};
