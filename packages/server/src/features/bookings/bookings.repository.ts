import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, SpaceBookingTable } from '../../db/types.ts';

export type BookingRow = Selectable<SpaceBookingTable>;

/** A listing as booking needs it: who hosts it, where (its time zone comes from the state), its title. */
export async function findBookableProperty(db: Kysely<DB>, propertyId: string) {
  return db
    .selectFrom('property')
    .select([
      'id',
      'organization_id',
      'title',
      'us_state',
      'zipcode',
      'address_line_one',
      'address_line_two',
      'city',
      'status',
    ])
    .where('id', '=', propertyId)
    .where('status', '<>', 'DLTD')
    .executeTakeFirst();
}
export type BookableProperty = NonNullable<Awaited<ReturnType<typeof findBookableProperty>>>;

/** The caller's organization's approved application to a listing (the gate to booking it). */
export async function findApprovedIntroduction(db: Kysely<DB>, propertyId: string, organizationId: string) {
  return db
    .selectFrom('property_introduction')
    .select(['id', 'property_chat_id'])
    .where('property_id', '=', propertyId)
    .where('organization_id', '=', organizationId)
    .where('approved_on', 'is not', null)
    .executeTakeFirst();
}

export async function findAvailability(db: Kysely<DB>, propertyId: string) {
  return db
    .selectFrom('property_availability')
    .select([
      'property_id',
      'time_zone',
      'weekly_hours',
      sql<string[]>`array(select to_char(d, 'YYYY-MM-DD') from unnest(blocked_dates) d order by d)`.as(
        'blocked_dates',
      ),
      'min_booking_hours',
      'hourly_price_cents',
      'daily_price_cents',
      'cancellation_policy',
    ])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
}
export type AvailabilityRow = NonNullable<Awaited<ReturnType<typeof findAvailability>>>;

export async function saveAvailability(
  db: Kysely<DB>,
  row: {
    property_id: string;
    time_zone: string;
    weekly_hours: string;
    blocked_dates: string[];
    min_booking_hours: number;
    hourly_price_cents: number;
    daily_price_cents: number;
    cancellation_policy: string;
  },
): Promise<void> {
  const { property_id: _id, ...changes } = row;
  await db
    .insertInto('property_availability')
    .values(row)
    .onConflict((oc) => oc.column('property_id').doUpdateSet({ ...changes, updated_on: sql`now()` }))
    .execute();
}

/** Whether an error is the no-overlap constraint refusing a second booking of the same time. */
export function isOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23P01';
}

/**
 * Holds a time for a guest while they pay. Holds whose payment window lapsed are let go first (in the same
 * transaction), so an abandoned checkout does not keep the hour; then the insert, which the exclusion
 * constraint refuses (23P01) when the time is already held by anyone.
 */
export async function holdBooking(
  db: Kysely<DB>,
  row: Omit<BookingRow, 'during' | 'created_on' | 'refund_cents'> & { refund_cents?: number },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('space_booking')
      .set({ status: 'expired' })
      .where('property_id', '=', row.property_id)
      .where('status', '=', 'pending_payment')
      .where('hold_expires_on', '<=', now)
      .where(sql<boolean>`during && tstzrange(${row.starts_at}, ${row.ends_at}, '[)')`)
      .execute();
    await trx.insertInto('space_booking').values(row).execute();
  });
}

export async function setCheckoutSession(db: Kysely<DB>, bookingId: string, sessionId: string) {
  await db
    .updateTable('space_booking')
    .set({ checkout_session_id: sessionId })
    .where('id', '=', bookingId)
    .execute();
}

export async function releaseHold(db: Kysely<DB>, bookingId: string) {
  await db
    .updateTable('space_booking')
    .set({ status: 'expired' })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending_payment')
    .execute();
}

/** A payment that came in after someone else took the lapsed hold's time: the booking ends, refunded in full. */
export async function cancelPaidTooLate(
  db: Kysely<DB>,
  bookingId: string,
  refund: { readonly cents: number; readonly id: string },
): Promise<void> {
  await db
    .updateTable('space_booking')
    .set({
      status: 'canceled',
      paid_on: new Date(),
      refund_cents: refund.cents,
      refund_id: refund.id,
      canceled_on: new Date(),
      canceled_by: 'admin',
      cancel_reason: 'The time was booked by someone else while this payment was made; refunded in full.',
    })
    .where('id', '=', bookingId)
    .execute();
}

/**
 * Marks a booking paid. A hold that lapsed while the guest was paying is taken back if the time is still free;
 * answers false when someone else has it by then (the constraint refuses), and the caller refunds.
 */
export async function confirmPaid(
  db: Kysely<DB> | Transaction<DB>,
  bookingId: string,
  now: Date,
): Promise<BookingRow | 'taken' | undefined> {
  try {
    return await db
      .updateTable('space_booking')
      .set({ status: 'confirmed', paid_on: now, hold_expires_on: null })
      .where('id', '=', bookingId)
      .where('status', 'in', ['pending_payment', 'expired'])
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isOverlap(error)) return 'taken';
    throw error;
  }
}

export async function findBooking(db: Kysely<DB>, bookingId: string) {
  return bookingDetails(db).where('b.id', '=', bookingId).executeTakeFirst();
}

/** A booking with what its views show: the listing and both practices' names. */
export function bookingDetails(db: Kysely<DB>) {
  return db
    .selectFrom('space_booking as b')
    .innerJoin('property as p', 'p.id', 'b.property_id')
    .innerJoin('organization as g', 'g.id', 'b.guest_organization_id')
    .innerJoin('organization as h', 'h.id', 'b.host_organization_id')
    .leftJoin('property_introduction as i', 'i.id', 'b.introduction_id')
    .selectAll('b')
    .select([
      'p.title as property_title',
      'p.address_line_one',
      'p.address_line_two',
      'p.city',
      'p.us_state',
      'p.zipcode',
      'g.name as guest_organization_name',
      'h.name as host_organization_name',
      'i.property_chat_id',
    ]);
}
export type BookingDetailsRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** An organization's bookings as guest or as host: upcoming first by start, then the past, newest first. */
export async function listForOrganization(
  db: Kysely<DB>,
  organizationId: string,
  role: 'guest' | 'host',
  propertyId?: string,
) {
  let query = bookingDetails(db)
    .where(role === 'guest' ? 'b.guest_organization_id' : 'b.host_organization_id', '=', organizationId)
    .where('b.status', 'in', ['confirmed', 'canceled']);
  if (propertyId) query = query.where('b.property_id', '=', propertyId);
  return query.orderBy('b.starts_at', 'desc').limit(200).execute();
}

export async function userEmail(db: Kysely<DB>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/** Where a booking's news goes: the guest who booked, and the host practice's owner (or its email). */
export async function bookingContacts(
  db: Kysely<DB>,
  booking: { guest_user_id: string; host_organization_id: string },
) {
  const guest = await db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', booking.guest_user_id)
    .executeTakeFirst();
  const host = await db
    .selectFrom('organization as o')
    .leftJoin('app_user as u', 'u.id', 'o.owner_user_id')
    .select(['u.email as owner_email', 'o.email as organization_email'])
    .where('o.id', '=', booking.host_organization_id)
    .executeTakeFirst();
  return {
    guestEmail: guest?.email ?? null,
    hostEmail: host?.owner_email ?? host?.organization_email ?? null,
  };
}

/** Cancels a confirmed booking once; undefined when it was not confirmed any more (cancelled meanwhile). */
export async function markCanceled(
  db: Kysely<DB>,
  bookingId: string,
  change: {
    /** The total refunded once this cancellation's refund is made (any refund made before, plus this one). */
    refundCents: number;
    refundId: string | null;
    canceledBy: 'guest' | 'host' | 'admin';
    userId: string;
    reason: string | null;
    now: Date;
  },
) {
  return (
    db
      .updateTable('space_booking')
      .set({
        status: 'canceled',
        refund_cents: sql<number>`greatest(refund_cents, ${change.refundCents})`,
        refund_id: change.refundId,
        canceled_on: change.now,
        canceled_by: change.canceledBy,
        canceled_by_user_id: change.userId,
        cancel_reason: change.reason,
      })
      .where('id', '=', bookingId)
      // Or the provider's report of this very refund got here first and cancelled it as refunded: this
      // cancellation is still the one that says who cancelled and why.
      .where((eb) =>
        eb.or([
          eb('status', '=', 'confirmed'),
          eb.and([
            eb('status', '=', 'canceled'),
            eb('canceled_by', 'is', null),
            eb('refund_cents', '>=', change.refundCents),
          ]),
        ]),
      )
      .returning('id')
      .executeTakeFirst()
  );
}

/**
 * A refund the payment provider reports (made from its dashboard, say): the booking keeps the total refunded so
 * far; refunded in full, a confirmed booking is cancelled (by nobody of Carespace: `canceled_by` stays empty) and
 * its time goes back on the calendar. Only a larger total changes anything, so a replayed event, or the report of
 * a refund Carespace made and recorded itself, does nothing. Answers the booking's status after, or undefined.
 */
export async function recordProviderRefund(
  db: Kysely<DB>,
  booking: { id: string; status: string; refundCents: number },
  change: { refundedCents: number; cancel: boolean; reason: string; now: Date },
) {
  return (
    db
      .updateTable('space_booking')
      .set({
        refund_cents: change.refundedCents,
        ...(change.cancel
          ? { status: 'canceled', canceled_on: change.now, cancel_reason: change.reason }
          : {}),
      })
      .where('id', '=', booking.id)
      .where('paid_on', 'is not', null)
      // As read: a cancellation or another report that came in meanwhile leaves this one to be read again.
      .where('status', '=', booking.status)
      .where('refund_cents', '=', booking.refundCents)
      .returning('id')
      .executeTakeFirst()
  );
}

/**
 * What the free-slot search needs in one round trip: the listing's host and state, whether the caller's practice
 * holds an approved application to it, and its availability (null when not open for bookings).
 */
/**
 * The calendar's one statement: the listing, the caller's approval, the availability, and the ranges held by
 * bookings between `from` and `to` (as epoch milliseconds, in start order). The window needs no time zone: the
 * caller passes one wide enough for any zone, and ranges outside the days asked for are simply never free slots.
 * The held ranges are read through the no-overlap constraint's GiST index (its statuses are named so it applies).
 */
export async function slotContext(
  db: Kysely<DB>,
  propertyId: string,
  organizationId: string | null,
  window: { from: Date; to: Date; now: Date },
) {
  // One scan of the index for both ends of each range: pairs of [start, end], as a two-dimensional array.
  const held = sql<Array<[number, number]>>`array(
    select array[extract(epoch from b.starts_at)::float8 * 1000, extract(epoch from b.ends_at)::float8 * 1000]
    from space_booking b
    where b.property_id = p.id and b.during && tstzrange(${window.from}, ${window.to}, '[)')
      and b.status in ('pending_payment', 'confirmed')
      and (b.status = 'confirmed' or b.hold_expires_on > ${window.now})
    order by b.starts_at)`;
  return db
    .selectFrom('property as p')
    .leftJoin('property_availability as a', 'a.property_id', 'p.id')
    .select([
      'p.organization_id',
      'p.us_state',
      'a.time_zone',
      'a.weekly_hours',
      sql<string[] | null>`case when a.property_id is null then null else
        array(select to_char(d, 'YYYY-MM-DD') from unnest(a.blocked_dates) d order by d) end`.as(
        'blocked_dates',
      ),
      'a.min_booking_hours',
      'a.hourly_price_cents',
      'a.daily_price_cents',
      'a.cancellation_policy',
      sql<boolean>`exists (select 1 from property_introduction i where i.property_id = p.id
        and i.organization_id = ${organizationId} and i.approved_on is not null)`.as('approved'),
      held.as('held'),
    ])
    .where('p.id', '=', propertyId)
    .where('p.status', '<>', 'DLTD')
    .executeTakeFirst();
}
