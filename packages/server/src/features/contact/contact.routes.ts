import { contactSchema, emailSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';
import { joinMailingList, receiveContactMessage } from './contact.service.ts';

export const mailingListSchema = z.object({ email: emailSchema });

export const CONTACT_RECEIVED = 'Thank you for reaching out. We will reply by email within one business day.';
export const MAILING_LIST_JOINED = "You're on the list. Watch your inbox for our next update.";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (contact form)',
        body: contactSchema,
        response: responses(z.object({ message: z.string() })),
      },
    },
    async (request) => {
      await receiveContactMessage(request.ctx, request.body);
      return ok({ message: CONTACT_RECEIVED });
    },
  );

  app.post(
    '/contact/mailing-list',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Join the mailing list (idempotent)',
        body: mailingListSchema,
        response: responses(z.object({ email: z.string(), message: z.string() })),
      },
    },
    async (request) => {
      await joinMailingList(request.ctx, request.body.email);
      return ok({ email: request.body.email, message: MAILING_LIST_JOINED });
    },
  );
};
