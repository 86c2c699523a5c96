import {
  applicationListQuerySchema,
  applicationSummarySchema,
  applicationViewSchema,
  hostOrganizationParamsSchema,
  introductionDecisionParamsSchema,
  propertyApplicationSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireProvider } from '../../plugins/guards.ts';
import {
  applyToProperty,
  approveApplication,
  listHostApplicationSummaries,
  listHostApplications,
  rejectApplication,
} from './introductions.service.ts';

/** Applications to rent a space (propertyIntroduction). Providers and admins. */
export const introductionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireProvider());

  app.post(
    '/propertyIntroduction',
    {
      schema: {
        tags: ['introductions'],
        summary: 'Applies to a listed property of another organization (once per property)',
        body: propertyApplicationSchema,
        response: responses(z.object({ id: z.string(), propertyId: z.string(), sentOn: z.string() })),
      },
    },
    async (request) => ok(await applyToProperty(request.ctx, request.body)),
  );

  app.get(
    '/propertyIntroduction/host/:organizationId',
    {
      schema: {
        tags: ['introductions'],
        summary:
          'The applications to an organization’s properties (pending, approved or rejected); contact details only for those who may answer. viewCondition=simple lists every application, whatever its state, in short form',
        params: hostOrganizationParamsSchema,
        querystring: applicationListQuerySchema,
        response: responses(z.union([z.array(applicationViewSchema), z.array(applicationSummarySchema)])),
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const view = request.query.viewCondition;
      if (view === 'simple') return ok(await listHostApplicationSummaries(request.ctx, organizationId));
      return ok(await listHostApplications(request.ctx, organizationId, view));
    },
  );

  app.post(
    '/propertyIntroduction/:decision/:applicationId',
    {
      schema: {
        tags: ['introductions'],
        summary:
          'Approves (true: opens a property chat, the result is its id) or rejects (false: with a reason) an application',
        params: introductionDecisionParamsSchema,
        // The rejection rules are checked after the permission check, so an unpaid host learns why first.
        body: z
          .object({
            introductionRejectionReason: z.string().nullish(),
            introductionRejectionReasonOther: z.string().nullish(),
          })
          .nullish(),
        response: responses(z.string().nullable()),
      },
    },
    async (request) => {
      const { decision, applicationId } = request.params;
      if (decision === 'true') return ok(await approveApplication(request.ctx, applicationId));
      return ok(await rejectApplication(request.ctx, applicationId, request.body));
    },
  );
};
