import { describe, expect, it } from 'vitest';
import { approvedApplicant, connectPayoutAccount, pastPaidBooking } from '../../test/booking-fixtures.ts';
import { listConsultRoom, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The job on a short interval, as a server runs it every few minutes.
const t = useTestApp({ PAYOUT_INTERVAL_MS: '100' });

describe('payout job', () => {
  it('pays a due booking out on its own, without the host opening their payouts', async () => {
    const host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
    const seeker = await signedProvider(t.app, 'Palisade Pediatrics');
    const room = await listConsultRoom(t.app, host, 'Corner exam room on Park Avenue');
    await approvedApplicant(t.app, host, seeker, room);
    await connectPayoutAccount(t.app, host);
    const bookingId = await pastPaidBooking(t.app, host, seeker, room);

    // The job first records the payout as scheduled (with the booking), then makes the transfer: wait for both.
    const deadline = Date.now() + 10_000;
    let booking: { payout_id: string | null } | undefined;
    let payouts: Array<{ id: string; amount_cents: number; status: string; transfer_id: string | null }> = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      booking = await t.app.db
        .selectFrom('space_booking')
        .select('payout_id')
        .where('id', '=', bookingId)
        .executeTakeFirst();
      payouts = await t.app.db
        .selectFrom('host_payout')
        .select(['id', 'amount_cents', 'status', 'transfer_id'])
        .where('organization_id', '=', host.organizationId)
        .execute();
    } while (!(booking?.payout_id && payouts[0]?.status !== 'scheduled') && Date.now() < deadline);
    expect(booking?.payout_id).toBeTruthy();
    expect(payouts).toEqual([
      {
        id: booking!.payout_id,
        amount_cents: 22500,
        status: 'paid',
        transfer_id: `tr_sandbox_${booking!.payout_id}`,
      },
    ]);
  });
});
