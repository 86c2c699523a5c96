import { createHash } from 'node:crypto';
import { addDays, bookingPrice, localDate, type PayoutSummary } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { PaymentGateway } from '../../adapters/payment/payment-gateway.ts';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { signedIn } from './booking-access.ts';
import { describeWhen } from './booking-view.ts';
import { userEmail } from './bookings.repository.ts';
import * as repo from './payouts.repository.ts';

/** A booking's share is paid out this many days after it ends (once the stay has happened). */
export const PAYOUT_DELAY_DAYS = 2;

function hostPractice(ctx: RequestContext): string {
  const actor = signedIn(ctx);
  if (!actor.organizationId) throw new AppError('NOT_FOUND');
  return actor.organizationId;
}

/** What the host keeps of a booking: what remains paid after any refund, less Carespace's share of it. */
export function hostShare(row: { total_cents: number; refund_cents: number; fee_percent: number }) {
  return bookingPrice(1, row.total_cents - row.refund_cents, row.fee_percent);
}

/** A booking's share is due once the booking ended PAYOUT_DELAY_DAYS ago and something of it is the host's. */
function isDue(row: repo.HostedBookingRow, now: Date) {
  return (
    row.payout_id === null &&
    new Date(row.ends_at).getTime() + PAYOUT_DELAY_DAYS * 86_400_000 <= now.getTime() &&
    hostShare(row).hostCents > 0
  );
}

export interface SettledPayout {
  payoutId: string;
  organizationId: string;
  amountCents: number;
  bookings: number;
}

/** The host practices settled in this process right now: a second settlement of one waits for the next round. */
const settling = new Set<string>();

/**
 * Pays out the shares of a host's bookings that ended at least PAYOUT_DELAY_DAYS ago, as one payout and one
 * transfer to the host's connected account. Run by the payout job for every host with something due, and when
 * the host opens their payouts. In three steps, so no transaction stays open while the provider is asked:
 *
 * 1. the claim (payouts.repository claimPayout): under the host's transaction advisory lock, a payout still
 *    `scheduled` is taken up again, or else the due bookings become one `scheduled` payout that marks them;
 * 2. the transfer, whose idempotency key is the payout's id: asked twice (a retry after a failure, or two
 *    processes on the same scheduled payout), the provider makes it once;
 * 3. the payout is marked paid with the provider's transfer.
 *
 * A failed transfer leaves the payout scheduled, and the next settlement tries it again with the same key.
 * Null when nothing was due, or when another settlement of the host holds the lock.
 */
export async function settleHostPayouts(
  db: Kysely<DB>,
  payments: Pick<PaymentGateway, 'transferToPayoutAccount'>,
  host: { organizationId: string; accountId: string },
  now: Date,
): Promise<SettledPayout | null> {
  const { organizationId, accountId } = host;
  if (settling.has(organizationId)) return null;
  settling.add(organizationId);
  try {
    const payout = await repo.claimPayout(db, organizationId, (rows) => {
      const due = rows.filter((r) => isDue(r, now));
      if (due.length === 0) return null;
      const bookingIds = due.map((r) => r.id).sort();
      return {
        // The id comes from the bookings it pays: the same bookings, the same payout and the same key.
        id: `po_${createHash('sha256').update(bookingIds.join(',')).digest('hex').slice(0, 24)}`,
        amountCents: due.reduce((sum, r) => sum + hostShare(r).hostCents, 0),
        arrivesOn: localDate(now, 'America/New_York'),
        bookingIds,
      };
    });
    if (!payout) return null;
    const transferId = await payments.transferToPayoutAccount(accountId, payout.amountCents, payout.id);
    await repo.markPayoutPaid(db, payout.id, transferId);
    return {
      payoutId: payout.id,
      organizationId,
      amountCents: payout.amountCents,
      bookings: payout.bookings,
    };
  } finally {
    settling.delete(organizationId);
  }
}

/** GET /api/card-payment/payouts: the host's account, earnings, payouts to come and payouts made. */
export async function payoutSummary(ctx: RequestContext): Promise<PayoutSummary> {
  const organizationId = hostPractice(ctx);
  const account = await repo.findPayoutAccount(ctx.db, organizationId);
  const now = new Date();
  let rows = await repo.hostedBookings(ctx.db, organizationId);
  // The payout job settles on its own; settling here too shows a payout that fell due since its last round at
  // once, and costs one read when nothing is due.
  if (account?.status === 'active' && rows.some((r) => isDue(r, now))) {
    const settled = await settleHostPayouts(
      ctx.db,
      ctx.ports.payments,
      { organizationId, accountId: account.provider_account_id },
      now,
    );
    if (settled) rows = await repo.hostedBookings(ctx.db, organizationId);
  }
  const shares = rows.map((r) => ({ row: r, share: hostShare(r) }));
  const payouts = await repo.listPayouts(ctx.db, organizationId);
  return {
    account: account ? (account.status as 'onboarding' | 'active') : 'none',
    feePercent: ctx.config.bookingFeePercent,
    grossCents: shares.reduce((sum, s) => sum + s.share.totalCents, 0),
    feeCents: shares.reduce((sum, s) => sum + s.share.feeCents, 0),
    earningsCents: shares.reduce((sum, s) => sum + s.share.hostCents, 0),
    refundedCents: rows.reduce((sum, r) => sum + r.refund_cents, 0),
    hostCancellations: rows.filter((r) => r.canceled_by === 'host').length,
    upcoming: shares
      .filter((s) => s.row.payout_id === null && s.share.hostCents > 0)
      .map((s) => ({
        bookingId: s.row.id,
        when: `${s.row.title}, ${describeWhen(new Date(s.row.starts_at), new Date(s.row.ends_at), s.row.time_zone, s.row.kind)}`,
        amountCents: s.share.hostCents,
        arrivesOn: addDays(localDate(new Date(s.row.ends_at), s.row.time_zone), PAYOUT_DELAY_DAYS),
      }))
      .sort((a, b) => a.arrivesOn.localeCompare(b.arrivesOn)),
    paid: payouts.map((p) => ({
      id: p.id,
      amountCents: p.amount_cents,
      arrivesOn: p.arrives_on,
      status: p.status,
    })),
  };
}

/**
 * Where the host goes to connect a payout account (the payouts redirect): the provider's onboarding, which comes
 * back to the return route. The account is opened on the first visit and reused after.
 */
export async function payoutOnboardingUrl(ctx: RequestContext): Promise<string> {
  const organizationId = hostPractice(ctx);
  let account = await repo.findPayoutAccount(ctx.db, organizationId);
  if (!account) {
    const accountId = await ctx.ports.payments.createPayoutAccount(
      await userEmail(ctx.db, ctx.actor!.userId),
    );
    await repo.insertPayoutAccount(ctx.db, organizationId, accountId);
    account = (await repo.findPayoutAccount(ctx.db, organizationId))!;
  }
  return ctx.ports.payments.payoutOnboardingUrl(
    account.provider_account_id,
    `${ctx.config.publicUrl}/api/card-payment/payouts/return`,
  );
}

/** Back from onboarding: the account is active once the provider says it can receive payouts. */
export async function payoutReturn(ctx: RequestContext): Promise<void> {
  const organizationId = hostPractice(ctx);
  const account = await repo.findPayoutAccount(ctx.db, organizationId);
  if (!account || account.status === 'active') return;
  if (await ctx.ports.payments.payoutAccountReady(account.provider_account_id)) {
    await repo.activatePayoutAccount(ctx.db, organizationId, new Date());
  }
}
