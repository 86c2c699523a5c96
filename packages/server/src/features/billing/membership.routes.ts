import {
  checkoutRedirectSchema,
  membershipBillingSchema,
  membershipCheckoutBodySchema,
  membershipQuerySchema,
  organizationPathSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/guards.ts';
import * as membership from './membership.service.ts';
import { registerPaymentEventHandler } from './payment-events.ts';

/** The provider membership: checkout, its state, the payment portal. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentEventHandler('membership', membership.handleMembershipPayment);

  app.post(
    '/card-payment/membership',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary:
          "Starts the $60 a month membership's checkout for an organization (its owner, or an admin for any)",
        description:
          'Without organizationId: 400 Missing Organization Id. An organization the caller does not own: 404. ' +
          'The result carries the checkout session id and the url the browser goes to.',
        body: membershipCheckoutBodySchema,
        response: responses(checkoutRedirectSchema),
      },
    },
    async (request) => ok(await membership.startMembershipCheckout(request.ctx, request.body)),
  );

  app.get(
    '/card-payment/membership',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary: "An organization's membership: plan, status, whether it is paid, the period end",
        querystring: membershipQuerySchema,
        response: responses(membershipBillingSchema),
      },
    },
    async (request) => ok(await membership.membershipBilling(request.ctx, request.query.organizationId)),
  );

  app.post(
    '/card-payment/customer-portal/:organizationId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary: "A link to the payment provider's portal for an organization's membership (owner or admin)",
        params: organizationPathSchema,
        response: responses(z.string()),
      },
    },
    async (request) => ok(await membership.membershipPortalUrl(request.ctx, request.params.organizationId)),
  );

  app.get(
    '/visit-stripe',
    {
      schema: {
        tags: ['billing'],
        summary: "/redirectStripePath: sends the browser to the payment portal of the caller's membership",
        description:
          'A browser navigation, not a JSON call: 302 to the portal; to the sign-in page when signed out; back ' +
          'to the billing tab when there is nothing to manage.',
        response: { 302: z.null().describe('Redirect to the portal, the sign-in page or the billing tab') },
      },
    },
    async (request, reply) => {
      if (!request.actor) return reply.redirect('/login');
      try {
        return reply.redirect(await membership.membershipPortalUrl(request.ctx, null));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const area = request.actor.healcoAdmin ? '/admin' : request.actor.isPatient ? '/rx' : '/provider';
        return reply.redirect(`${area}/account?tab=billing`);
      }
    },
  );
};
