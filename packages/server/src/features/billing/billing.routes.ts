import { subscriptionInfoQuerySchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { actorOf, requirePatient, requireUser } from '../../plugins/guards.ts';
import { customerPortalUrl, nextPaymentOn, receiveWebhook } from './billing.service.ts';
import { nextMembershipPayment } from './membership.service.ts';

export const SUBSCRIPTION_ID_REQUIRED = 'A subscription id is required.';

/** The provider signs each webhook in this header (Stripe's name; the sandbox signs the same way). */
export const PAYMENT_SIGNATURE_HEADER = 'stripe-signature';
export const PAYMENT_WEBHOOK_PATH = '/api/card-payment/webhook';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own scope: the signature covers the exact bytes sent, so this one route keeps the body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post(
      '/card-payment/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Payment provider webhook (signed; each event id acted on once)',
          description:
            'The raw body is verified against the `stripe-signature` header (Stripe, or the sandbox gateway, ' +
            'which signs the same way). A missing or wrong signature answers 400 and changes nothing; an ' +
            'event id received before answers 200 with `duplicate: true` and is not acted on again.',
          headers: z.looseObject({ [PAYMENT_SIGNATURE_HEADER]: z.string().max(2000).optional() }),
          response: responses(z.object({ eventId: z.string(), duplicate: z.boolean() })),
        },
      },
      async (request) => {
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
        return ok(
          await receiveWebhook(request.ctx, payload, typeof signature === 'string' ? signature : undefined),
        );
      },
    );
  });

  app.get(
    '/card-payment/customer-portal',
    {
      onRequest: requirePatient,
      schema: {
        tags: ['billing'],
        summary: "A link to the payment provider's customer portal for the signed-in patient's subscriptions",
        response: responses(z.string()),
      },
    },
    async (request) => ok(await customerPortalUrl(request.ctx)),
  );

  app.get(
    '/card-payment/subscription-info',
    {
      onRequest: requireUser,
      schema: {
        tags: ['billing'],
        summary:
          "The next payment date (unix seconds) of one of the patient's own subscriptions (subscriptionId), or " +
          "of an organization's membership (organizationId, the caller's own by default); null when none",
        querystring: subscriptionInfoQuerySchema,
        response: responses(z.number().int().nullable()),
      },
    },
    async (request) => {
      const { subscriptionId, organizationId } = request.query;
      const actor = actorOf(request);
      if (subscriptionId === undefined && !actor.isPatient) {
        return ok(await nextMembershipPayment(request.ctx, organizationId));
      }
      if (!actor.isPatient) throw new AppError('FORBIDDEN');
      if (subscriptionId === undefined) throw badRequest(SUBSCRIPTION_ID_REQUIRED);
      return ok(await nextPaymentOn(request.ctx, subscriptionId));
    },
  );
};
