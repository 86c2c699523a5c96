import { addDays, localDate, weekdayOf } from '@carespace/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newId } from '../lib/ids.ts';
import { api } from './api.ts';
import type { SignedProvider } from './marketplace-fixtures.ts';

/** Weekday hours 09:00–17:00, $40 an hour, $250 a day, one-hour minimum, the flexible policy. */
export const WEEKDAY_AVAILABILITY = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '17:00' })),
  blockedDates: [] as string[],
  minBookingHours: 1,
  hourlyPriceCents: 4000,
  dailyPriceCents: 25000,
  cancellationPolicy: 'flexible',
};

/** The first given weekday (0 Sunday … 6 Saturday) at least `after` days after today in New York. */
export function nextWeekday(weekday: number, after = 2, now = new Date()): string {
  let date = addDays(localDate(now, 'America/New_York'), after);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

export async function setAvailability(
  app: FastifyInstance,
  host: SignedProvider,
  propertyId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await api(app, {
    method: 'PUT',
    url: `/api/bookings/properties/${propertyId}/availability`,
    session: host.session,
    payload: { ...WEEKDAY_AVAILABILITY, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** The seeker applies to the listing and its (paid) host approves: the seeker may book from now on. */
export async function approvedApplicant(
  app: FastifyInstance,
  host: SignedProvider,
  seeker: SignedProvider,
  propertyId: string,
): Promise<string> {
  const applied = await api(app, {
    method: 'POST',
    url: '/api/propertyIntroduction',
    session: seeker.session,
    payload: {
      propertyId,
      organizationId: seeker.organizationId,
      messageToHost: 'We need an exam room two mornings a week for our pediatric follow-ups.',
      howSoon: 'MNTH',
    },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const approved = await api(app, {
    method: 'POST',
    url: `/api/propertyIntroduction/true/${applied.json().result.id}`,
    session: host.session,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().result as string;
}

export function bookHours(
  app: FastifyInstance,
  who: SignedProvider,
  propertyId: string,
  date: string,
  startTime: string,
  endTime: string,
) {
  return api(app, {
    method: 'POST',
    url: '/api/bookings',
    session: who.session,
    payload: { kind: 'hourly', propertyId, date, startTime, endTime },
  });
}

/** Pays a sandbox checkout with the test card, as the hosted page's form does. */
export async function payInSandbox(app: FastifyInstance, checkoutUrl: string) {
  const path = new URL(checkoutUrl).pathname;
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Dana Whitfield',
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return res;
}

/** The host opens a payout account through the payouts redirect and finishes the sandbox onboarding. */
export async function connectPayoutAccount(app: FastifyInstance, host: SignedProvider) {
  const redirect = await api(app, {
    method: 'GET',
    url: '/api/card-payment/payouts-redirect',
    session: host.session,
  });
  const onboarding = new URL(redirect.headers.location as string);
  const finished = await app.inject({ method: 'POST', url: onboarding.pathname });
  expect(finished.statusCode).toBe(303);
  await api(app, { method: 'GET', url: '/api/card-payment/payouts/return', session: host.session });
}

/** A whole-day booking the seeker paid for that ended `daysAgo` days ago (as if booked back then). */
export async function pastPaidBooking(
  app: FastifyInstance,
  host: SignedProvider,
  seeker: SignedProvider,
  propertyId: string,
  { daysAgo = 3, totalCents = 25000 }: { daysAgo?: number; totalCents?: number } = {},
): Promise<string> {
  const intro = await app.db
    .selectFrom('property_introduction')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('organization_id', '=', seeker.organizationId)
    .executeTakeFirstOrThrow();
  const endsAt = new Date(Date.now() - daysAgo * 86_400_000);
  const id = newId();
  await app.db
    .insertInto('space_booking')
    .values({
      id,
      property_id: propertyId,
      host_organization_id: host.organizationId,
      guest_organization_id: seeker.organizationId,
      guest_user_id: seeker.id,
      introduction_id: intro.id,
      kind: 'daily',
      starts_at: new Date(endsAt.getTime() - 8 * 3_600_000),
      ends_at: endsAt,
      time_zone: 'America/New_York',
      status: 'confirmed',
      hold_expires_on: null,
      total_cents: totalCents,
      fee_cents: totalCents / 10,
      host_cents: totalCents - totalCents / 10,
      fee_percent: 10,
      cancellation_policy: 'flexible',
      checkout_session_id: null,
      paid_on: endsAt,
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
