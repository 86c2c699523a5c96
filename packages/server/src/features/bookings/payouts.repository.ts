import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function findPayoutAccount(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('payout_account')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export async function insertPayoutAccount(db: Kysely<DB>, organizationId: string, accountId: string) {
  await db
    .insertInto('payout_account')
    .values({ organization_id: organizationId, provider_account_id: accountId, status: 'onboarding' })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
}

export async function activatePayoutAccount(db: Kysely<DB>, organizationId: string, now: Date) {
  await db
    .updateTable('payout_account')
    .set({ status: 'active', connected_on: now })
    .where('organization_id', '=', organizationId)
    .execute();
}

/** The host's share of each booking still held (paid, not fully refunded), newest first. */
export async function hostedBookings(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('space_booking as b')
    .innerJoin('property as p', 'p.id', 'b.property_id')
    .select([
      'b.id',
      'b.status',
      'b.kind',
      'b.starts_at',
      'b.ends_at',
      'b.time_zone',
      'b.total_cents',
      'b.refund_cents',
      'b.fee_percent',
      'b.canceled_by',
      'b.payout_id',
      'p.title',
    ])
    .where('b.host_organization_id', '=', organizationId)
    .where('b.status', 'in', ['confirmed', 'canceled'])
    .where('b.paid_on', 'is not', null)
    .orderBy('b.starts_at', 'desc')
    .execute();
}

export type HostedBookingRow = Awaited<ReturnType<typeof hostedBookings>>[number];

/**
 * The active payout accounts of the hosts with a booking share due, or a payout still to transfer: a paid booking, still held or cancelled with
 * something kept, not yet paid out, that ended before `endedBefore`.
 */
export async function hostsWithDueShares(db: Kysely<DB>, endedBefore: Date) {
  return db
    .selectFrom('payout_account as a')
    .select(['a.organization_id', 'a.provider_account_id'])
    .where('a.status', '=', 'active')
    .where(({ exists, or, selectFrom }) =>
      or([
        exists(
          selectFrom('space_booking as b')
            .select('b.id')
            .whereRef('b.host_organization_id', '=', 'a.organization_id')
            .where('b.status', 'in', ['confirmed', 'canceled'])
            .where('b.paid_on', 'is not', null)
            .where('b.payout_id', 'is', null)
            .where('b.ends_at', '<=', endedBefore)
            .where(sql<boolean>`b.total_cents > b.refund_cents`),
        ),
        // A payout whose transfer failed or was never recorded: tried again with the same key.
        exists(
          selectFrom('host_payout as p')
            .select('p.id')
            .whereRef('p.organization_id', '=', 'a.organization_id')
            .where('p.status', '=', 'scheduled'),
        ),
      ]),
    )
    .orderBy('a.organization_id')
    .execute();
}

export async function listPayouts(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('host_payout')
    .select(['id', 'amount_cents', 'status', sql<string>`to_char(arrives_on, 'YYYY-MM-DD')`.as('arrives_on')])
    .where('organization_id', '=', organizationId)
    .orderBy('arrives_on', 'desc')
    .limit(50)
    .execute();
}

/**
 * Takes a host's payout to make, in one short transaction under the host's advisory lock (so two processes never
 * build two payouts of the same bookings): the oldest still `scheduled` (its transfer failed or was never
 * recorded), else a new `scheduled` one of what `plan` finds due in the host's bookings, which it marks. Null when
 * another process holds the host's lock, or when nothing is due.
 */
export async function claimPayout(
  db: Kysely<DB>,
  organizationId: string,
  plan: (rows: HostedBookingRow[]) => {
    id: string;
    amountCents: number;
    arrivesOn: string;
    bookingIds: string[];
  } | null,
): Promise<{ id: string; amountCents: number; bookings: number } | null> {
  return db.transaction().execute(async (trx) => {
    const lockKey = `host-payout:${organizationId}`;
    const lock = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtextextended(${lockKey}, 0)) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) return null;
    const pending = await trx
      .selectFrom('host_payout as p')
      .select(['p.id', 'p.amount_cents'])
      .select((eb) =>
        eb
          .selectFrom('space_booking as b')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('b.payout_id', '=', 'p.id')
          .as('bookings'),
      )
      .where('p.organization_id', '=', organizationId)
      .where('p.status', '=', 'scheduled')
      .orderBy('p.created_on')
      .executeTakeFirst();
    if (pending) {
      return { id: pending.id, amountCents: pending.amount_cents, bookings: Number(pending.bookings ?? 0) };
    }
    const payout = plan(await hostedBookings(trx, organizationId));
    if (!payout) return null;
    await trx
      .insertInto('host_payout')
      .values({
        id: payout.id,
        organization_id: organizationId,
        amount_cents: payout.amountCents,
        arrives_on: payout.arrivesOn,
        status: 'scheduled',
        transfer_id: null,
      })
      .execute();
    await trx
      .updateTable('space_booking')
      .set({ payout_id: payout.id })
      .where('id', 'in', payout.bookingIds)
      .where('payout_id', 'is', null)
      .execute();
    return { id: payout.id, amountCents: payout.amountCents, bookings: payout.bookingIds.length };
  });
}

/** The provider made the payout's transfer. */
export async function markPayoutPaid(db: Kysely<DB>, payoutId: string, transferId: string) {
  await db
    .updateTable('host_payout')
    .set({ status: 'paid', transfer_id: transferId })
    .where('id', '=', payoutId)
    .where('status', '=', 'scheduled')
    .execute();
}
