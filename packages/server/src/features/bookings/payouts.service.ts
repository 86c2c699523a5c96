import { createHash } from 'node:crypto';
import { addDays, bookingPrice, localDate, type PayoutSummary } from '@carespace/domain';
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

/**
 * Pays out the shares of bookings that ended at least PAYOUT_DELAY_DAYS ago, as one payout and one transfer to
 * the host's connected account, once they have one. Run when the host looks at their payouts.
 */
async function settleDuePayouts(
  ctx: RequestContext,
  organizationId: string,
  accountId: string,
  rows: Awaited<ReturnType<typeof repo.hostedBookings>>,
  now: Date,
) {
  const due = rows.filter(
    (r) =>
      r.payout_id === null &&
      new Date(r.ends_at).getTime() + PAYOUT_DELAY_DAYS * 86_400_000 <= now.getTime() &&
      hostShare(r).hostCents > 0,
  );
  if (due.length === 0) return false;
  const amount = due.reduce((sum, r) => sum + hostShare(r).hostCents, 0);
  const bookingIds = due.map((r) => r.id).sort();
  // The payout's id, and the provider's idempotency key, come from the bookings it pays: settled twice at once
  // (two tabs), both ask for the same transfer, the provider makes it once, and one row records it.
  const payoutId = `po_${createHash('sha256').update(bookingIds.join(',')).digest('hex').slice(0, 24)}`;
  const transferId = await ctx.ports.payments.transferToPayoutAccount(accountId, amount, payoutId);
  await repo.recordPayout(
    ctx.db,
    {
      id: payoutId,
      organization_id: organizationId,
      amount_cents: amount,
      arrives_on: localDate(now, 'America/New_York'),
      status: 'paid',
      transfer_id: transferId,
    },
    bookingIds,
  );
  return true;
}

/** GET /api/card-payment/payouts: the host's account, earnings, payouts to come and payouts made. */
export async function payoutSummary(ctx: RequestContext): Promise<PayoutSummary> {
  const organizationId = hostPractice(ctx);
  const account = await repo.findPayoutAccount(ctx.db, organizationId);
  const now = new Date();
  let rows = await repo.hostedBookings(ctx.db, organizationId);
  if (
    account?.status === 'active' &&
    (await settleDuePayouts(ctx, organizationId, account.provider_account_id, rows, now))
  ) {
    rows = await repo.hostedBookings(ctx.db, organizationId);
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
