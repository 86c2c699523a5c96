import { prescriptionDecisionResultSchema, prescriptionReferSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireProvider } from '../../plugins/guards.ts';
import { refer } from './referral.service.ts';

/**
 * In-person visits: the reviewer's referral, the clinicians' offer, the patient's nearby search and visit
 * requests, and the clinician's answer. Who may see what is decided in each service and query, by role and by
 * ownership (someone else's object is not found).
 */
export const inPersonVisitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prescription/refer',
    {
      onRequest: requireProvider('HPRO'),
      schema: {
        tags: ['prescriptions'],
        summary:
          'Refers a pending request for an in-person visit with a note for the patient, once; refunds it (reviewers and admins)',
        body: prescriptionReferSchema,
        response: responses(prescriptionDecisionResultSchema.extend({ refunded: z.boolean() })),
      },
    },
    async (request) => ok(await refer(request.ctx, request.body)),
  );
};
