import {
  availabilitySettingsSchema,
  availabilityViewSchema,
  bookingCheckoutSchema,
  bookingListQuerySchema,
  bookingPathSchema,
  bookingRequestSchema,
  bookingViewSchema,
  cancelBookingSchema,
  cancellationQuoteSchema,
  freeSlotsQuerySchema,
  freeSlotsSchema,
  propertyPathSchema,
} from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { requireCaller } from '../../plugins/guards.ts';
import { registerPaymentEventHandler } from '../billing/payment-events.ts';
import { freeSlots, getAvailability, saveAvailability } from './availability.service.ts';
import { cancelBooking, cancellationQuote, recordBookingRefund } from './booking-cancellation.service.ts';
import {
  getBooking,
  handleBookingPayment,
  listBookings,
  listPropertyBookings,
  startBooking,
} from './bookings.service.ts';

/** Renting a listed space by the hour or the day: availability, the free-slot calendar, bookings. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Paid (checkout completed) confirms a booking; refunded at the provider records the refund.
  registerPaymentEventHandler('booking', (ctx, event) =>
    event.type === 'charge.refunded'
      ? recordBookingRefund(ctx, event.charge)
      : handleBookingPayment(ctx, event),
  );
  // Practices book and host; a provider with no practice has neither (403), admins oversee.
  app.addHook(
    'onRequest',
    requireCaller(
      (actor) => !!actor && (actor.healcoAdmin || (!!actor.providerRole && !!actor.organizationId)),
    ),
  );

  app.get(
    '/bookings/properties/:propertyId/availability',
    {
      schema: {
        tags: ['bookings'],
        summary: "A listing's opening hours, blocked dates, prices and cancellation policy",
        description: 'The host, admins and approved applicants; another provider: 403 BOOKING_NOT_APPROVED.',
        params: propertyPathSchema,
        response: responses(availabilityViewSchema),
      },
    },
    async (request) => ok(await getAvailability(request.ctx, request.params.propertyId)),
  );

  app.put(
    '/bookings/properties/:propertyId/availability',
    {
      schema: {
        tags: ['bookings'],
        summary: "Sets a listing's availability (its host's practice, or an admin; anyone else: 404)",
        params: propertyPathSchema,
        body: availabilitySettingsSchema,
        response: responses(availabilityViewSchema),
      },
    },
    async (request) => ok(await saveAvailability(request.ctx, request.params.propertyId, request.body)),
  );

  app.get(
    '/bookings/properties/:propertyId/slots',
    {
      schema: {
        tags: ['bookings'],
        summary: "The free half-hour starts of each day from `from`, in the listing's time zone",
        params: propertyPathSchema,
        querystring: freeSlotsQuerySchema,
        response: responses(freeSlotsSchema),
      },
    },
    async (request) =>
      ok(await freeSlots(request.ctx, request.params.propertyId, request.query.from, request.query.days)),
  );

  app.get(
    '/bookings/properties/:propertyId/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: "Who booked a listing: its host's practice and admins only (anyone else: 404)",
        params: propertyPathSchema,
        response: responses(z.array(bookingViewSchema)),
      },
    },
    async (request) => ok(await listPropertyBookings(request.ctx, request.params.propertyId)),
  );

  app.post(
    '/bookings',
    {
      // Admins oversee bookings and may cancel them; booking is for a practice.
      onRequest: requireCaller((actor) => !!actor && !actor.healcoAdmin),
      schema: {
        tags: ['bookings'],
        summary: 'Holds a free time for an approved applicant and starts its checkout',
        description:
          'A time someone else holds: 409 SLOT_TAKEN (the database decides). Not approved: 403. The browser goes ' +
          "to the result's url to pay; the booking is confirmed when the payment provider reports it paid.",
        body: bookingRequestSchema,
        response: responses(bookingCheckoutSchema),
      },
    },
    async (request) => ok(await startBooking(request.ctx, request.body)),
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: "The caller's practice's bookings, as guest or as host",
        querystring: bookingListQuerySchema,
        response: responses(z.array(bookingViewSchema)),
      },
    },
    async (request) => ok(await listBookings(request.ctx, request.query.role)),
  );

  app.get(
    '/bookings/:bookingId',
    {
      schema: {
        tags: ['bookings'],
        summary: "One booking: its guest's or host's practice, or an admin (anyone else: 404)",
        params: bookingPathSchema,
        response: responses(bookingViewSchema),
      },
    },
    async (request) => ok(await getBooking(request.ctx, request.params.bookingId)),
  );

  app.get(
    '/bookings/:bookingId/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What cancelling the booking now would refund (shown before confirming)',
        description: 'The guest: under the policy. The host and admins: in full. Past or cancelled: 409.',
        params: bookingPathSchema,
        response: responses(cancellationQuoteSchema),
      },
    },
    async (request) => ok(await cancellationQuote(request.ctx, request.params.bookingId)),
  );

  app.post(
    '/bookings/:bookingId/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Cancels a booking: the guest under the policy, the host with a full refund, an admin with a reason',
        params: bookingPathSchema,
        body: cancelBookingSchema,
        response: responses(bookingViewSchema),
      },
    },
    async (request) => ok(await cancelBooking(request.ctx, request.params.bookingId, request.body.reason)),
  );
};
