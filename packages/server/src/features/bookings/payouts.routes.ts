import { payoutSummarySchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { requireCaller } from '../../plugins/guards.ts';
import { payoutOnboardingUrl, payoutReturn, payoutSummary } from './payouts.service.ts';

const PAYOUTS_PAGE = '/provider/bookings?tab=payouts';
const practiceMember = requireCaller((actor) => !!actor && !!actor.providerRole && !!actor.organizationId);

/** A host practice's payouts: its connected account, its earnings, and the payouts redirect. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/card-payment/payouts',
    {
      onRequest: practiceMember,
      schema: {
        tags: ['bookings'],
        summary: "The caller's practice's payout account, earnings, payouts to come and payouts made",
        response: responses(payoutSummarySchema),
      },
    },
    async (request) => ok(await payoutSummary(request.ctx)),
  );

  app.get(
    '/card-payment/payouts-redirect',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "The payouts redirect: sends the browser to the payment provider's payout-account onboarding",
        description:
          'A browser navigation, not a JSON call: 302 to the onboarding (Stripe Connect Express, or the sandbox ' +
          'page); to the sign-in page when signed out; to the payouts tab when it cannot be started.',
        response: {
          302: z.null().describe('Redirect to the onboarding, the sign-in page or the payouts tab'),
        },
      },
    },
    async (request, reply) => {
      if (!request.actor) return reply.redirect('/login');
      if (!request.actor.organizationId || !request.actor.providerRole) return reply.redirect('/provider');
      try {
        return reply.redirect(await payoutOnboardingUrl(request.ctx));
      } catch (error) {
        if (error instanceof AppError) return reply.redirect(PAYOUTS_PAGE);
        request.log.error({ err: error }, 'payout onboarding could not start');
        return reply.redirect(`${PAYOUTS_PAGE}&onboarding=failed`);
      }
    },
  );

  app.get(
    '/card-payment/payouts/return',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Where the onboarding comes back: records whether the account can be paid, then the payouts tab',
        response: { 302: z.null().describe('Redirect to the payouts tab (or the sign-in page)') },
      },
    },
    async (request, reply) => {
      if (!request.actor) return reply.redirect('/login');
      if (request.actor.organizationId && request.actor.providerRole) await payoutReturn(request.ctx);
      return reply.redirect(PAYOUTS_PAGE);
    },
  );
};
