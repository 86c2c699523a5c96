import {
  adminVisitRequestSchema,
  clinicianVisitRequestSchema,
  idSchema,
  inPersonOfferSchema,
  inPersonOfferUpdateSchema,
  patientVisitRequestSchema,
  prescriptionDecisionResultSchema,
  prescriptionReferSchema,
  referralViewSchema,
  visitAcceptSchema,
  visitAnswersSchema,
  visitDeclineSchema,
  visitRequestCreateSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireAdmin, requireCaller, requireProvider } from '../../plugins/guards.ts';
import { adminVisitRequests } from './admin-visits.service.ts';
import { accept, decline } from './answer.service.ts';
import { getOffer, saveOffer } from './offer.service.ts';
import { refer } from './referral.service.ts';
import { clinicianRequests, createVisitRequest, referralView, sharedAnswers } from './visits.service.ts';

const providersOnly = requireCaller((actor) => actor !== null && actor.providerRole !== null);
const patientsOnly = requireCaller((actor) => actor?.isPatient === true);
const params = z.object({ id: idSchema });
const answerResult = z.object({
  id: z.string(),
  status: z.enum(['ACPT', 'DECL']),
  acceptedTime: z.string().nullable(),
});

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

  app.get(
    '/in-person/offer',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary: "The caller's offer to see referred patients at their practice (providers)",
        response: responses(inPersonOfferSchema),
      },
    },
    async (request) => ok(await getOffer(request.ctx)),
  );

  app.put(
    '/in-person/offer',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary:
          'Turns the offer on (needs a verified license and a placed practice) or off, with treatments and hours',
        body: inPersonOfferUpdateSchema,
        response: responses(inPersonOfferSchema),
      },
    },
    async (request) => ok(await saveOffer(request.ctx, request.body)),
  );

  app.get(
    '/in-person/referrals/:id',
    {
      onRequest: patientsOnly,
      schema: {
        tags: ['in-person visits'],
        summary:
          "A referred request of the patient's own: the note, clinicians nearby (no street) and visit requests",
        params,
        response: responses(referralViewSchema),
      },
    },
    async (request) => ok(await referralView(request.ctx, request.params.id)),
  );

  app.post(
    '/in-person/visit-requests',
    {
      onRequest: patientsOnly,
      schema: {
        tags: ['in-person visits'],
        summary:
          'Asks a nearby clinician for a visit at two or three of their times, sharing the answers or not',
        body: visitRequestCreateSchema,
        response: responses(patientVisitRequestSchema),
      },
    },
    async (request) => ok(await createVisitRequest(request.ctx, request.body)),
  );

  app.get(
    '/in-person/visit-requests',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary: 'The visit requests sent to the caller (ePHI: audited)',
        response: responses(z.array(clinicianVisitRequestSchema)),
      },
    },
    async (request) => ok(await clinicianRequests(request.ctx)),
  );

  app.get(
    '/in-person/visit-requests/:id/answers',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary: 'The answers the patient agreed to share, for a request sent to the caller (ePHI: audited)',
        params,
        response: responses(visitAnswersSchema),
      },
    },
    async (request) => ok(await sharedAnswers(request.ctx, request.params.id)),
  );

  app.post(
    '/in-person/visit-requests/:id/accept',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary: 'Accepts one of the proposed times; the patient gets the address and a calendar file',
        params,
        body: visitAcceptSchema,
        response: responses(answerResult),
      },
    },
    async (request) => ok(await accept(request.ctx, request.params.id, request.body.time)),
  );

  app.post(
    '/in-person/visit-requests/:id/decline',
    {
      onRequest: providersOnly,
      schema: {
        tags: ['in-person visits'],
        summary: 'Declines with a reason the patient reads; they may ask another clinician',
        params,
        body: visitDeclineSchema,
        response: responses(answerResult),
      },
    },
    async (request) => ok(await decline(request.ctx, request.params.id, request.body.reason)),
  );

  app.get(
    '/admin/in-person/visit-requests',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The newest in-person visit requests: patient, clinician, practice and status (admins; audited)',
        response: responses(z.array(adminVisitRequestSchema)),
      },
    },
    async (request) => ok(await adminVisitRequests(request.ctx)),
  );
};
