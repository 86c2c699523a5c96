import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';

const status = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Never touches the database, so a slow database doesn't get us restarted.
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness', response: responses(status) } },
    async () => ok({ status: 'ok' as const }),
  );

  // Readiness: the database answers, so a load balancer may send traffic here.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness (database reachable)',
        response: responses(status),
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', undefined, { cause: error });
      }
      return ok({ status: 'ok' as const });
    },
  );
};
