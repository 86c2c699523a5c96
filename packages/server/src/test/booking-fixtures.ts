import { addDays, localDate, weekdayOf } from '@carespace/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
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
