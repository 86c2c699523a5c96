import { therapyNavigationRequestSchema } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';
import { appointmentLabel } from './therapy-navigation.emails.ts';
import { bookedSlots, bookTherapyNavigation } from './therapy-navigation.service.ts';

export const therapyNavigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/therapy-navigation',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['therapy-navigation'],
        summary: 'Book a free 15-minute therapy navigation call',
        body: therapyNavigationRequestSchema(),
        response: responses(
          z.object({ id: z.string(), appointmentAt: z.string(), email: z.string(), message: z.string() }),
        ),
      },
    },
    async (request) => {
      const booking = await bookTherapyNavigation(request.ctx, request.body);
      return ok({
        ...booking,
        email: request.body.email,
        message: `You're booked for ${appointmentLabel(new Date(booking.appointmentAt))}.`,
      });
    },
  );

  app.get(
    '/therapy-navigation/booked-slots',
    {
      schema: {
        tags: ['therapy-navigation'],
        summary: 'Start times already taken in the booking window (ISO date-times)',
        response: responses(z.array(z.string())),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await bookedSlots(request.ctx));
    },
  );
};
