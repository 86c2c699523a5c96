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

export async function listPayouts(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('host_payout')
    .select(['id', 'amount_cents', 'status', sql<string>`to_char(arrives_on, 'YYYY-MM-DD')`.as('arrives_on')])
    .where('organization_id', '=', organizationId)
    .orderBy('arrives_on', 'desc')
    .limit(50)
    .execute();
}

/** Records one payout of the given bookings' shares, and marks them paid out, together. */
export async function recordPayout(
  db: Kysely<DB>,
  payout: {
    id: string;
    organization_id: string;
    amount_cents: number;
    arrives_on: string;
    status: string;
    transfer_id: string;
  },
  bookingIds: string[],
) {
  await db.transaction().execute(async (trx) => {
    // Its id comes from its bookings, so the same payout settled twice at once is one row: the second insert
    // does nothing, and neither changes the bookings another payout took.
    const inserted = await trx
      .insertInto('host_payout')
      .values(payout)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .updateTable('space_booking')
      .set({ payout_id: payout.id })
      .where('id', 'in', bookingIds)
      .where('payout_id', 'is', null)
      .execute();
  });
}
