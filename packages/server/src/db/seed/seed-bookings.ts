import { addDays, localDate, localInstant, weekdayOf } from '@carespace/domain';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';
import type { DB } from '../types.ts';
import { DEMO_APPROVED_APPLICATION_TITLE } from './seed-introductions.ts';

const TIME_ZONE = 'America/New_York';
const HOURLY_CENTS = 3500;

/** The Thursday before (or after) `today`, as 'YYYY-MM-DD'. */
function thursday(today: string, direction: 1 | -1): string {
  let day = addDays(today, direction);
  while (weekdayOf(day) !== 4) day = addDays(day, direction);
  return day;
}

/**
 * Bookings on a fresh start: the group room the demo seeker was approved for takes bookings on Tuesday and Thursday
 * evenings (as its chat says); the seeker had it last Thursday and has it again next Thursday, two hours each.
 * The host has a connected sandbox payout account and was paid out for last Thursday.
 */
export async function seedDemoBookings(db: Kysely<DB>, now = new Date()): Promise<void> {
  const room = await db
    .selectFrom('property as p')
    .innerJoin('property_introduction as i', 'i.property_id', 'p.id')
    .select([
      'p.id',
      'p.organization_id',
      'i.id as introduction_id',
      'i.organization_id as guest_org',
      'i.applicant_user_id',
    ])
    .where('p.title', '=', DEMO_APPROVED_APPLICATION_TITLE)
    .where('i.approved_on', 'is not', null)
    .executeTakeFirst();
  if (!room) return;

  await db
    .insertInto('property_availability')
    .values({
      property_id: room.id,
      time_zone: TIME_ZONE,
      weekly_hours: JSON.stringify([
        { weekday: 2, open: '18:00', close: '22:00' },
        { weekday: 4, open: '18:00', close: '22:00' },
      ]),
      blocked_dates: [],
      min_booking_hours: 2,
      hourly_price_cents: HOURLY_CENTS,
      daily_price_cents: 12000,
      cancellation_policy: 'moderate',
    })
    .onConflict((oc) => oc.column('property_id').doNothing())
    .execute();

  const today = localDate(now, TIME_ZONE);
  const payoutId = newId();
  const booking = (date: string, paidOut: boolean) => {
    const total = 2 * HOURLY_CENTS;
    const fee = Math.round(total / 10);
    const startsAt = localInstant(TIME_ZONE, date, '18:00');
    return {
      id: newId(),
      property_id: room.id,
      host_organization_id: room.organization_id,
      guest_organization_id: room.guest_org,
      guest_user_id: room.applicant_user_id,
      introduction_id: room.introduction_id,
      kind: 'hourly',
      starts_at: startsAt,
      ends_at: localInstant(TIME_ZONE, date, '20:00'),
      time_zone: TIME_ZONE,
      status: 'confirmed',
      hold_expires_on: null,
      total_cents: total,
      fee_cents: fee,
      host_cents: total - fee,
      fee_percent: 10,
      cancellation_policy: 'moderate',
      checkout_session_id: null,
      paid_on: new Date(startsAt.getTime() - 7 * 86_400_000),
      refund_id: null,
      canceled_on: null,
      canceled_by: null,
      canceled_by_user_id: null,
      cancel_reason: null,
      payout_id: paidOut ? payoutId : null,
    };
  };
  const past = booking(thursday(addDays(today, -2), -1), true);
  const upcoming = booking(thursday(today, 1), false);

  const accountId = `acct_sandbox_demo_${newId(8)}`;
  await db
    .insertInto('sandbox_connect_account')
    .values({ id: accountId, email: 'host@demo.carespace.test', return_url: null, details_submitted: true })
    .execute();
  await db
    .insertInto('payout_account')
    .values({
      organization_id: room.organization_id,
      provider_account_id: accountId,
      status: 'active',
      connected_on: new Date(now.getTime() - 30 * 86_400_000),
    })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  await db
    .insertInto('host_payout')
    .values({
      id: payoutId,
      organization_id: room.organization_id,
      amount_cents: past.host_cents,
      status: 'paid',
      arrives_on: addDays(localDate(past.ends_at, TIME_ZONE), 2),
      transfer_id: `tr_sandbox_${payoutId}`,
    })
    .execute();
  await db.insertInto('space_booking').values([past, upcoming]).execute();
}
