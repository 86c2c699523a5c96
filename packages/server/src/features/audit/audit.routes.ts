import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/guards.ts';

/** The ePHI session calls of the idle gate: each writes one audit row. */
const EPHI_EVENTS = {
  'access-ePHI': 'EPHA',
  'continue-ePHI': 'EPHC',
  'logout-ePHI': 'EPHL',
} as const;

const body = z.object({ page: z.string().max(200).optional() }).nullish();

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, eventCode] of Object.entries(EPHI_EVENTS)) {
    app.post(
      `/audit/${name}`,
      {
        onRequest: requireUser,
        schema: {
          tags: ['audit'],
          summary: `Record an ePHI session event (${eventCode})`,
          body,
          response: responses(z.null()),
        },
      },
      async (request) => {
        await request.ctx.audit({
          eventCode,
          details: request.body?.page ? { page: request.body.page } : null,
        });
        return ok(null);
      },
    );
  }
};
