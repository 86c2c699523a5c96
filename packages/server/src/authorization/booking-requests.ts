import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { nextWeekday, WEEKDAY_AVAILABILITY } from '../test/booking-fixtures.ts';
import { fresh, otherHost, type World } from '../test/identities.ts';
import type { CallContext, RouteRequests } from './request-helpers.ts';

/**
 * The space-booking routes' requests for the authorization matrix. Each approved conversation of the world
 * (host ↔ seeker, otherHost ↔ an outside practice) gets one paid booking the first time one is asked for.
 */

const own = (c: CallContext) => c.case === 'own';
/**
 * The listing of each approved conversation: the host's (where the seeker is approved) and the other host's (where
 * an outside practice is). "own" is the caller's (the seeker's own listing for the seeker); "other" is the host's,
 * or for the host the other host's.
 */
async function propertyOf(c: CallContext): Promise<string> {
  const chatProperty = async (chatId: string) =>
    (
      await c.world.db
        .selectFrom('property_chat')
        .select('property_id')
        .where('id', '=', chatId)
        .executeTakeFirstOrThrow()
    ).property_id;
  const { hostSeeker, otherHostGuest } = c.world.chats;
  if (own(c)) {
    if (c.name === 'host') return chatProperty(hostSeeker);
    if (c.name === 'otherHost') return chatProperty(otherHostGuest);
    const id = c.world.properties[c.name];
    if (!id) throw new Error(`${c.name} has no listing here`);
    return id;
  }
  return chatProperty(c.name === 'host' ? otherHostGuest : hostSeeker);
}

const bookings = new WeakMap<World, Promise<{ hostSeeker: string; otherHostGuest: string }>>();

let serial = 0;

async function paidBooking(db: Kysely<DB>, chatId: string, hour: number): Promise<string> {
  const chat = await db
    .selectFrom('property_chat as c')
    .innerJoin('property_introduction as i', 'i.id', 'c.introduction_id')
    .select([
      'c.property_id',
      'c.host_organization_id',
      'c.guest_organization_id',
      'i.id',
      'i.applicant_user_id',
    ])
    .where('c.id', '=', chatId)
    .executeTakeFirstOrThrow();
  const id = newId();
  // Each booking its own time (they may not overlap): the world's two first, then one a day after another.
  const startsAt = new Date(`${nextWeekday(3)}T${String(hour).padStart(2, '0')}:00:00-05:00`);
  startsAt.setUTCDate(startsAt.getUTCDate() + 7 * serial++);
  await db
    .insertInto('space_booking')
    .values({
      id,
      property_id: chat.property_id,
      host_organization_id: chat.host_organization_id,
      guest_organization_id: chat.guest_organization_id,
      guest_user_id: chat.applicant_user_id,
      introduction_id: chat.id,
      kind: 'hourly',
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 2 * 3_600_000),
      time_zone: 'America/New_York',
      status: 'confirmed',
      hold_expires_on: null,
      total_cents: 8000,
      fee_cents: 800,
      host_cents: 7200,
      fee_percent: 10,
      cancellation_policy: 'flexible',
      checkout_session_id: null,
      paid_on: new Date(),
      refund_id: null,
      canceled_on: null,
      canceled_by: null,
      canceled_by_user_id: null,
      cancel_reason: null,
      payout_id: null,
    })
    .execute();
  return id;
}

function worldBookings(world: World) {
  let made = bookings.get(world);
  if (!made) {
    made = (async () => ({
      hostSeeker: await paidBooking(world.db, world.chats.hostSeeker, 10),
      otherHostGuest: await paidBooking(world.db, world.chats.otherHostGuest, 13),
    }))();
    bookings.set(world, made);
  }
  return made;
}

/** The caller's booking for "own" (as guest or host), else one of another practice; `fresh` makes a new one. */
async function bookingOf(c: CallContext, fresh = false): Promise<string> {
  const made = fresh
    ? {
        hostSeeker: await paidBooking(c.world.db, c.world.chats.hostSeeker, 10),
        otherHostGuest: await paidBooking(c.world.db, c.world.chats.otherHostGuest, 13),
      }
    : await worldBookings(c.world);
  const mine =
    c.name === 'otherHost'
      ? made.otherHostGuest
      : ['host', 'seeker'].includes(c.name)
        ? made.hostSeeker
        : null;
  if (own(c)) {
    if (!mine) throw new Error(`${c.name} has no booking here`);
    return mine;
  }
  return mine === made.hostSeeker ? made.otherHostGuest : made.hostSeeker;
}

export const BOOKING_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/bookings/properties/:propertyId/availability': {
    valid: async (c) => ({ url: `/api/bookings/properties/${await propertyOf(c)}/availability` }),
  },
  'PUT /api/bookings/properties/:propertyId/availability': {
    // A new listing each time: opening the world's listings for bookings would change what POST /api/bookings gets.
    valid: async (c) => ({
      url: `/api/bookings/properties/${await fresh.property(c.world, own(c) ? c.name : otherHost(c.name))}/availability`,
      payload: WEEKDAY_AVAILABILITY,
    }),
  },
  'GET /api/bookings/properties/:propertyId/slots': {
    valid: async (c) => ({
      url: `/api/bookings/properties/${await propertyOf(c)}/slots?from=${nextWeekday(2)}&days=7`,
    }),
    invalid: async (c) => ({ url: `/api/bookings/properties/${await propertyOf(c)}/slots?from=not-a-day` }),
  },
  'GET /api/bookings/properties/:propertyId/bookings': {
    valid: async (c) => ({ url: `/api/bookings/properties/${await propertyOf(c)}/bookings` }),
  },
  'POST /api/bookings': {
    valid: async (c) => ({
      url: '/api/bookings',
      payload: {
        kind: 'hourly',
        propertyId: await propertyOf(c),
        date: nextWeekday(1),
        startTime: '10:00',
        endTime: '12:00',
      },
    }),
  },
  'GET /api/bookings': { valid: () => ({ url: '/api/bookings?role=guest' }) },
  'GET /api/bookings/:bookingId': {
    valid: async (c) => ({ url: `/api/bookings/${await bookingOf(c)}` }),
  },
  'GET /api/bookings/:bookingId/cancellation': {
    valid: async (c) => ({ url: `/api/bookings/${await bookingOf(c)}/cancellation` }),
  },
  // A cancellation uses its booking up: each call cancels a new one.
  'POST /api/bookings/:bookingId/cancel': {
    valid: async (c) => ({
      url: `/api/bookings/${await bookingOf(c, true)}/cancel`,
      payload: { reason: 'Checking who may cancel.' },
    }),
  },
  'GET /api/card-payment/payouts': { valid: () => ({ url: '/api/card-payment/payouts' }) },
  'GET /api/card-payment/payouts-redirect': { valid: () => ({ url: '/api/card-payment/payouts-redirect' }) },
  'GET /api/card-payment/payouts/return': { valid: () => ({ url: '/api/card-payment/payouts/return' }) },
  'GET /sandbox-pay/connect/:accountId': {
    valid: async ({ world }) => ({
      url: `/sandbox-pay/connect/${await world.app.ports.payments.createPayoutAccount('matrix@example.test')}`,
    }),
  },
  'POST /sandbox-pay/connect/:accountId': {
    valid: async ({ world }) => ({
      url: `/sandbox-pay/connect/${await world.app.ports.payments.createPayoutAccount('matrix@example.test')}`,
    }),
  },
};
