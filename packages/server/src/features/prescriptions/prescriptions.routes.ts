import {
  checkoutRedirectSchema,
  checkoutSessionConfirmBodySchema,
  checkoutSessionConfirmResultSchema,
  membershipBillingSchema,
  prescriptionCheckoutBodySchema,
  prescriptionSubscriptionGroupSchema,
  receiptParamsSchema,
  receiptSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireCaller, requirePatient, requireUser } from '../../plugins/guards.ts';
import { registerPaymentEventHandler } from '../billing/payment-events.ts';
import { handlePrescriptionPayment } from './prescription-payments.ts';
import * as prescriptions from './prescriptions.service.ts';
import { receipt } from './receipts.service.ts';

export const prescriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPaymentEventHandler('prescription', handlePrescriptionPayment);

  app.post(
    '/prescription/checkout',
    {
      onRequest: requirePatient,
      schema: {
        tags: ['prescriptions'],
        summary:
          "Starts the monthly subscription's checkout for a finished questionnaire (owner patient only)",
        body: prescriptionCheckoutBodySchema,
        response: responses(checkoutRedirectSchema),
      },
    },
    async (request) => ok(await prescriptions.checkout(request.ctx, request.body)),
  );

  app.post(
    '/card-payment/checkout-session',
    {
      onRequest: requireUser,
      schema: {
        tags: ['prescriptions'],
        summary:
          'Confirms a finished checkout when the browser returns from the payment page (a prescription, or a ' +
          "membership: then the answer is the organization's billing)",
        body: checkoutSessionConfirmBodySchema,
        response: responses(z.union([checkoutSessionConfirmResultSchema, membershipBillingSchema])),
      },
    },
    async (request) => ok(await prescriptions.confirmCheckoutSession(request.ctx, request.body)),
  );

  app.get(
    '/prescription/subscription',
    {
      onRequest: requirePatient,
      schema: {
        tags: ['prescriptions'],
        summary:
          "The patient's own prescription subscriptions, grouped by treatment category (ePHI: audited)",
        response: responses(z.array(prescriptionSubscriptionGroupSchema)),
      },
    },
    async (request) => ok(await prescriptions.subscriptions(request.ctx)),
  );

  app.get(
    '/prescription/receipt/:orderId',
    {
      // The patient's own orders; admins answer patients' questions about charges.
      onRequest: requireCaller((actor) => actor !== null && (actor.isPatient || actor.healcoAdmin)),
      schema: {
        tags: ['prescriptions'],
        summary:
          "An order's receipt: what was paid, with which card, for which medication (owner patient or admin; " +
          "another patient's order is 404; ePHI: audited)",
        params: receiptParamsSchema,
        response: responses(receiptSchema),
      },
    },
    async (request) => ok(await receipt(request.ctx, request.params.orderId)),
  );
};
