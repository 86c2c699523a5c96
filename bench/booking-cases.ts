import { addDays, localDate, localInstant, timeOf } from '@carespace/domain';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../packages/server/src/db/types.ts';
import { benchSession } from './bench-session.ts';

const HOST_ORG = 'bench_booking_host_org';
const GUEST_ORG = 'bench_booking_guest_org';
const GUEST_USER = 'bench_booking_guest';
const PROPERTY = 'bench_booking_room';
const TIME_ZONE = 'America/New_York';

/**
 * A listing with a year of bookings (issue 28): Monday to Friday, 8:00 to 18:00, every hour booked on most days
 * from six months ago to six months ahead, some cancelled. Made once per database (on PGlite or PostgreSQL), as the
 * booking guest: an approved applicant of the listing.
 */
async function seedBookingYear(db: Kysely<DB>): Promise<void> {
  const made = await db.selectFrom('property').select('id').where('id', '=', PROPERTY).executeTakeFirst();
  if (made) return;
  for (const [id, name] of [
    [HOST_ORG, 'Bench Booking Host Practice'],
    [GUEST_ORG, 'Bench Booking Guest Practice'],
  ] as const) {
    await db
      .insertInto('organization')
      .values({
        id,
        name,
        email: null,
        phone: null,
        website: null,
        fax: null,
        ein: null,
        address_line_one: null,
        address_line_two: null,
        city: null,
        us_state: 'NJ',
        zipcode: null,
        owner_user_id: null,
      })
      .execute();
  }
  await sql`insert into app_user (id, email, first_name, last_name, provider_role, organization_id, password_hash)
    values (${GUEST_USER}, 'bench.booking.guest@example.test', 'Bench', 'Guest', 'STAN', ${GUEST_ORG}, 'x')`.execute(
    db,
  );
  await sql`insert into property (id, organization_id, created_by_user_id, title, description, address_line_one,
      city, us_state, zipcode, latitude, longitude, rate_cents, rate_period, status)
    values (${PROPERTY}, ${HOST_ORG}, ${GUEST_USER}, 'Bench exam room', 'A room booked all year for the bench.',
      '1 Hudson Street', 'Hoboken', 'NJ', '07030', 40.7445, -74.0329, 4000, 'SESN', 'LIST')`.execute(db);
  await db
    .insertInto('property_introduction')
    .values({
      id: 'bench_booking_intro',
      property_id: PROPERTY,
      host_organization_id: HOST_ORG,
      organization_id: GUEST_ORG,
      applicant_user_id: GUEST_USER,
      message_to_host: 'Bench.',
      how_soon: 'NOWX',
    })
    .execute();
  await sql`update property_introduction set approved_on = now(), responded = true where id = 'bench_booking_intro'`.execute(
    db,
  );
  await db
    .insertInto('property_availability')
    .values({
      property_id: PROPERTY,
      time_zone: TIME_ZONE,
      weekly_hours: JSON.stringify(
        [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '18:00' })),
      ),
      blocked_dates: [],
      min_booking_hours: 1,
      hourly_price_cents: 4000,
      daily_price_cents: 25000,
      cancellation_policy: 'flexible',
    })
    .execute();
  const today = localDate(new Date(), TIME_ZONE);
  let rows: Array<Record<string, unknown>> = [];
  let n = 0;
  for (let d = -182; d <= 182; d += 1) {
    const date = addDays(today, d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let hour = 8; hour < 18; hour += 1) {
      n += 1;
      // Leave an hour free now and then, and cancel some: a calendar as a busy room has it.
      if (n % 7 === 0) continue;
      const startsAt = localInstant(TIME_ZONE, date, timeOf(hour * 60));
      rows.push({
        id: `bench_booking_${n}`,
        property_id: PROPERTY,
        host_organization_id: HOST_ORG,
        guest_organization_id: GUEST_ORG,
        guest_user_id: GUEST_USER,
        introduction_id: 'bench_booking_intro',
        kind: 'hourly',
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 3_600_000),
        time_zone: TIME_ZONE,
        status: n % 11 === 0 ? 'canceled' : 'confirmed',
        hold_expires_on: null,
        total_cents: 4000,
        fee_cents: 400,
        host_cents: 3600,
        fee_percent: 10,
        cancellation_policy: 'flexible',
        checkout_session_id: null,
        paid_on: startsAt,
        refund_id: null,
        canceled_on: null,
        canceled_by: null,
        canceled_by_user_id: null,
        cancel_reason: null,
        payout_id: null,
      });
      if (rows.length === 500) {
        await db
          .insertInto('space_booking')
          .values(rows as never)
          .execute();
        rows = [];
      }
    }
  }
  if (rows.length > 0)
    await db
      .insertInto('space_booking')
      .values(rows as never)
      .execute();
}

/** The free-slot search of the booked-all-year listing: two weeks from tomorrow, as the approved guest. */
export async function bookingCases(db: Kysely<DB>, appUrl: string) {
  await seedBookingYear(db);
  const headers = await benchSession(db, GUEST_USER);
  if (!headers) return [];
  const from = addDays(localDate(new Date(), TIME_ZONE), 1);
  return [
    {
      name: 'GET /api/bookings/properties/:id/slots (14 days, a year of bookings)',
      url: `${appUrl}/api/bookings/properties/${PROPERTY}/slots?from=${from}&days=14`,
      method: 'GET' as const,
      headers,
      target: { p99Ms: 20 },
    },
  ];
}
