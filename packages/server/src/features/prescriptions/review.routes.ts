import {
  idSchema,
  prescriptionApproveSchema,
  prescriptionDecisionResultSchema,
  prescriptionDetailSchema,
  prescriptionListQuerySchema,
  prescriptionListResultSchema,
  prescriptionRejectSchema,
  shippingAddressSchema,
  trackingSchema,
  viewAddressQuerySchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireCaller, requireProvider } from '../../plugins/guards.ts';
import { registerStaffFileAccess } from '../files/file-access-rules.ts';
import * as review from './prescription-review.service.ts';
import { scopeOf } from './prescription-review.service.ts';
import { staffMayReadFile } from './review-access.ts';

const trackingResultSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  trackingNumber: z.string().nullable(),
  shippedOn: z.number().int().nullable(),
});

/**
 * Prescription review (HPRO licensed in the patient's state, admins) and fulfilment (pharmacists, admins).
 * Who sees which request is decided in each query (review.repository.ts), not only here.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reviewers and pharmacists read a request's files through the files routes, by the scope they review in.
  registerStaffFileAccess(staffMayReadFile);
  // Patients (their own requests), reviewers, pharmacists and admins; other providers have no place here.
  app.addHook(
    'onRequest',
    requireCaller((actor) => actor !== null && scopeOf(actor) !== null),
  );

  app.get(
    '/prescription/list',
    {
      schema: {
        tags: ['prescriptions'],
        summary: 'Prescription requests of one tab, filtered, sorted and paged in SQL (ePHI: audited)',
        querystring: prescriptionListQuerySchema,
        response: responses(prescriptionListResultSchema),
      },
    },
    async (request) => ok(await review.list(request.ctx, request.query)),
  );

  app.get(
    '/prescription/view-address',
    {
      onRequest: requireProvider('PHAR'),
      schema: {
        tags: ['prescriptions'],
        summary: "An approved request's shipping address, for pharmacists and admins (ePHI: audited)",
        querystring: viewAddressQuerySchema,
        response: responses(shippingAddressSchema),
      },
    },
    async (request) => ok(await review.viewAddress(request.ctx, request.query.sessionId)),
  );

  app.post(
    '/prescription/approve',
    {
      onRequest: requireProvider('HPRO'),
      schema: {
        tags: ['prescriptions'],
        summary: 'Approves a pending request, once (reviewers and admins)',
        body: prescriptionApproveSchema,
        response: responses(prescriptionDecisionResultSchema),
      },
    },
    async (request) => ok(await review.approve(request.ctx, request.body)),
  );

  app.post(
    '/prescription/reject',
    {
      onRequest: requireProvider('HPRO'),
      schema: {
        tags: ['prescriptions'],
        summary: 'Rejects a pending request with a reason, once (reviewers and admins)',
        body: prescriptionRejectSchema,
        response: responses(prescriptionDecisionResultSchema),
      },
    },
    async (request) => ok(await review.reject(request.ctx, request.body)),
  );

  app.post(
    '/prescription/tracking',
    {
      onRequest: requireProvider('PHAR'),
      schema: {
        tags: ['prescriptions'],
        summary: 'Marks an approved order shipped, adds its tracking number or (type PUT) replaces it',
        body: trackingSchema,
        response: responses(trackingResultSchema),
      },
    },
    async (request) => ok(await review.tracking(request.ctx, request.body)),
  );

  app.get(
    '/prescription/:id',
    {
      schema: {
        tags: ['prescriptions'],
        summary: "One request for the prescription modal (ePHI: audited; others' requests are not found)",
        params: z.object({ id: idSchema }),
        response: responses(prescriptionDetailSchema),
      },
    },
    async (request) => ok(await review.detail(request.ctx, request.params.id)),
  );
};
