import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';

const status = z.object({ status: z.literal('ok') });
const readyStatus = z.object({
  status: z.literal('ok'),
  /** Present on a demonstration (DEMO_MODE=1): payment sandbox, outbox mail, maybe the embedded database. */
  demonstration: z.literal(true).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Never touches the database, so a slow database doesn't get us restarted.
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness', response: responses(status) } },
    async () => ok({ status: 'ok' as const }),
  );

  // Readiness: the database answers with the schema this code expects, and the process is not stopping, so a
  // load balancer may send traffic here.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness (database reachable and migrated, not draining)',
        response: responses(readyStatus),
      },
    },
    async (request) => {
      const problem = await app.readiness.check();
      if (problem) {
        request.log.warn(
          { notReady: problem.notReady, cause: problem.cause },
          `not ready: ${problem.notReady}`,
        );
        throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${problem.notReady}.`, {
          cause: problem.cause,
        });
      }
      return ok(
        app.config.demonstration
          ? { status: 'ok' as const, demonstration: true as const }
          : { status: 'ok' as const },
      );
    },
  );
};
