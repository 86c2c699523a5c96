/** Booking a listed space by the hour or the day, and the host's availability, payouts and earnings. */
import { z } from 'zod';
import { CANCELLATION_POLICY_CODES, minutesOf } from '../rules/bookings.ts';
import { calendarDaySchema, idSchema } from './common.schemas.ts';

export const BOOKING_MESSAGES = {
  time: 'Enter a time as HH:MM on the hour or half hour.',
  closesBeforeOpening: 'Closing time must be after opening time.',
  weekdayTwice: 'Each day of the week can have one set of opening hours.',
  endBeforeStart: 'The booking must end after it starts.',
  price: 'Enter a price in whole cents between $1 and $10,000.',
  minBooking: 'The minimum booking is between 1 and 12 hours.',
  reason: 'Say in a few words why this booking is being cancelled.',
} as const;

/** Bookings start and end on the hour or the half hour. */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):(00|30)$|^24:00$/, { error: BOOKING_MESSAGES.time });

const priceCentsSchema = z
  .number()
  .int({ error: BOOKING_MESSAGES.price })
  .min(100, { error: BOOKING_MESSAGES.price })
  .max(1_000_000, { error: BOOKING_MESSAGES.price });

export const openingHoursSchema = z
  .object({
    /** 0 Sunday … 6 Saturday */
    weekday: z.number().int().min(0).max(6),
    open: timeSchema,
    close: timeSchema,
  })
  .refine((h) => minutesOf(h.close) > minutesOf(h.open), {
    error: BOOKING_MESSAGES.closesBeforeOpening,
    path: ['close'],
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Body of PUT /api/bookings/properties/{propertyId}/availability. */
export const availabilitySettingsSchema = z.object({
  weeklyHours: z
    .array(openingHoursSchema)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, {
      error: BOOKING_MESSAGES.weekdayTwice,
    }),
  blockedDates: z.array(calendarDaySchema).max(366),
  minBookingHours: z
    .number()
    .int({ error: BOOKING_MESSAGES.minBooking })
    .min(1, { error: BOOKING_MESSAGES.minBooking })
    .max(12, { error: BOOKING_MESSAGES.minBooking }),
  hourlyPriceCents: priceCentsSchema,
  dailyPriceCents: priceCentsSchema,
  cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

export const availabilityViewSchema = availabilitySettingsSchema.extend({
  propertyId: idSchema,
  timeZone: z.string(),
  feePercent: z.number(),
  /** False until the host has saved availability: the listing cannot be booked yet. */
  bookable: z.boolean(),
});
export type AvailabilityView = z.infer<typeof availabilityViewSchema>;

export const propertyPathSchema = z.object({ propertyId: idSchema });
export const bookingPathSchema = z.object({ bookingId: idSchema });

/** GET /api/bookings/properties/{propertyId}/slots?from&days */
export const freeSlotsQuerySchema = z.object({
  from: calendarDaySchema,
  days: z.coerce.number().int().min(1).max(31).default(14),
});

export const freeSlotsSchema = z.object({
  timeZone: z.string(),
  minBookingHours: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Free half-hour starts as 'HH:MM' in the listing's time zone. */
      freeStarts: z.array(z.string()),
      open: z.string().nullable(),
      close: z.string().nullable(),
      /** Nothing booked and open: the whole day can be taken. */
      wholeDayFree: z.boolean(),
    }),
  ),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/** Body of POST /api/bookings: a time range on one day, or whole days from `date` to `endDate`. */
export const bookingRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hourly'),
    propertyId: idSchema,
    date: calendarDaySchema,
    startTime: timeSchema,
    endTime: timeSchema,
  }),
  z.object({
    kind: z.literal('daily'),
    propertyId: idSchema,
    date: calendarDaySchema,
    endDate: calendarDaySchema,
  }),
]);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'canceled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingViewSchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  propertyTitle: z.string(),
  address: z.string(),
  kind: z.enum(['hourly', 'daily']),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** As the listing's clock reads it, e.g. 'Tue, Dec 1, 2026, 10:00 AM – 12:00 PM EST'. */
  when: z.string(),
  status: z.enum(BOOKING_STATUSES),
  totalCents: z.number(),
  feeCents: z.number(),
  hostCents: z.number(),
  refundCents: z.number(),
  cancellationPolicy: z.enum(CANCELLATION_POLICY_CODES),
  canceledBy: z.enum(['guest', 'host', 'admin']).nullable(),
  cancelReason: z.string().nullable(),
  guestOrganizationName: z.string().nullable(),
  hostOrganizationName: z.string().nullable(),
  /** Which side the caller is on. */
  role: z.enum(['guest', 'host', 'admin']),
  chatId: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingCheckoutSchema = z.object({ bookingId: idSchema, url: z.string() });

export const bookingListQuerySchema = z.object({
  role: z.enum(['guest', 'host']).default('guest'),
});

/** What cancelling would refund, shown before the guest confirms. */
export const cancellationQuoteSchema = z.object({
  refundCents: z.number(),
  refundPercent: z.number(),
  deadline: z.string(),
  policy: z.enum(CANCELLATION_POLICY_CODES),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** Body of POST /api/bookings/{bookingId}/cancel: a reason is optional, except for an admin (then required). */
export const cancelBookingSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type CancelBooking = z.infer<typeof cancelBookingSchema>;

/** GET /api/card-payment/payouts: the host practice's payout account, earnings and payouts. */
export const payoutSummarySchema = z.object({
  account: z.enum(['none', 'onboarding', 'active']),
  feePercent: z.number(),
  /** What guests paid for the practice's spaces, less refunds. */
  grossCents: z.number(),
  feeCents: z.number(),
  /** The practice's share: paid out plus still to come. */
  earningsCents: z.number(),
  refundedCents: z.number(),
  hostCancellations: z.number(),
  upcoming: z.array(
    z.object({ bookingId: z.string(), when: z.string(), amountCents: z.number(), arrivesOn: z.string() }),
  ),
  paid: z.array(
    z.object({ id: z.string(), amountCents: z.number(), arrivesOn: z.string(), status: z.string() }),
  ),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;
