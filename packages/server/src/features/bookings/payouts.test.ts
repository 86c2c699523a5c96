import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import {
  approvedApplicant,
  bookHours,
  connectPayoutAccount,
  nextWeekday,
  pastPaidBooking,
  payInSandbox,
  setAvailability,
} from '../../test/booking-fixtures.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startPayoutJob } from './payout-job.ts';

const t = useTestApp();

let host: SignedProvider;
let seeker: SignedProvider;
let propertyId: string;

const summary = async (who: SignedProvider) =>
  (await api(t.app, { method: 'GET', url: '/api/card-payment/payouts', session: who.session })).json().result;

beforeAll(async () => {
  host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  propertyId = await listConsultRoom(t.app, host, 'Corner exam room on Park Avenue');
  await approvedApplicant(t.app, host, seeker, propertyId);
  await setAvailability(t.app, host, propertyId);
});

describe('payouts', () => {
  it('the host connects a payout account through the payouts redirect and the sandbox onboarding', async () => {
    expect((await summary(host)).account).toBe('none');
    const redirect = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/payouts-redirect',
      session: host.session,
    });
    expect(redirect.statusCode).toBe(302);
    const onboarding = new URL(redirect.headers.location as string);
    expect(onboarding.pathname).toMatch(/^\/sandbox-pay\/connect\/acct_sandbox_/);
    expect((await summary(host)).account).toBe('onboarding');

    const page = await t.app.inject({ method: 'GET', url: onboarding.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Finish setup and return to Carespace');
    const finished = await t.app.inject({ method: 'POST', url: onboarding.pathname });
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toBe(`${t.config.publicUrl}/api/card-payment/payouts/return`);
    const back = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/payouts/return',
      session: host.session,
    });
    expect(back.headers.location).toBe('/provider/bookings?tab=payouts');
    expect((await summary(host)).account).toBe('active');

    // A second visit reuses the same account.
    const again = await api(t.app, {
      method: 'GET',
      url: '/api/card-payment/payouts-redirect',
      session: host.session,
    });
    expect(again.headers.location).toBe(redirect.headers.location);
  });

  it('a booking shows as an upcoming payout of the host share; a guest cancellation takes it away', async () => {
    const res = await bookHours(t.app, seeker, propertyId, nextWeekday(1, 3), '09:00', '11:00');
    await payInSandbox(t.app, res.json().result.url);
    const bookingId = res.json().result.bookingId;
    const before = await summary(host);
    expect(before).toMatchObject({ grossCents: 8000, feeCents: 800, earningsCents: 7200, feePercent: 10 });
    expect(before.upcoming).toEqual([expect.objectContaining({ bookingId, amountCents: 7200 })]);

    await api(t.app, {
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      session: seeker.session,
      payload: {},
    });
    const after = await summary(host);
    expect(after).toMatchObject({ grossCents: 0, earningsCents: 0, refundedCents: 8000 });
    expect(after.upcoming).toEqual([]);
  });

  it('a booking that ended two days ago is paid out, once', async () => {
    const intro = await t.app.db
      .selectFrom('property_introduction')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('organization_id', '=', seeker.organizationId)
      .executeTakeFirstOrThrow();
    const endsAt = new Date(Date.now() - 3 * 86_400_000);
    await t.app.db
      .insertInto('space_booking')
      .values({
        id: newId(),
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
        total_cents: 25000,
        fee_cents: 2500,
        host_cents: 22500,
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
    const first = await summary(host);
    expect(first.paid).toEqual([expect.objectContaining({ amountCents: 22500, status: 'paid' })]);
    expect(first.earningsCents).toBe(22500);
    expect((await summary(host)).paid).toHaveLength(1);
    // The money went to the host's account through the payment provider, once.
    const payouts = await t.app.db.selectFrom('host_payout').select(['id', 'transfer_id']).execute();
    const mine = payouts.filter((p) => p.id === first.paid[0].id);
    expect(mine).toEqual([{ id: first.paid[0].id, transfer_id: `tr_sandbox_${first.paid[0].id}` }]);
  });

  it('two payout jobs at once pay a due booking once; a failed transfer is tried again next round', async () => {
    const host2 = await signedProvider(t.app, 'Riverside Sports Medicine', 'LGCY');
    const seeker2 = await signedProvider(t.app, 'Lakeside Dermatology');
    const room = await listConsultRoom(t.app, host2, 'Sunny treatment room on Elm Street');
    await approvedApplicant(t.app, host2, seeker2, room);
    await connectPayoutAccount(t.app, host2);
    const hostPayouts = () =>
      t.app.db
        .selectFrom('host_payout')
        .select(['id', 'amount_cents', 'status', 'transfer_id'])
        .where('organization_id', '=', host2.organizationId)
        .execute();

    // The provider refuses the first transfer (an outage): the round logs it and goes on; the payout stays
    // scheduled, its bookings taken by it, until a later round transfers it.
    let down = true;
    const transfers: string[] = [];
    const payments = {
      async transferToPayoutAccount(accountId: string, amountCents: number, key: string) {
        if (down) throw new Error('payment provider unavailable');
        transfers.push(key);
        // Slow enough that the second job asks while the first is still transferring.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return t.app.ports.payments.transferToPayoutAccount(accountId, amountCents, key);
      },
    };
    const job = () => startPayoutJob({ db: t.app.db, payments, log: t.app.log, intervalMs: 0 });
    await pastPaidBooking(t.app, host2, seeker2, room, { totalCents: 30000 });
    const failed = await job().runOnce();
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [scheduled] = await hostPayouts();
    expect(scheduled).toMatchObject({ amount_cents: 27000, status: 'scheduled', transfer_id: null });
    expect((await summary(host2)).paid).toEqual([
      expect.objectContaining({ id: scheduled!.id, status: 'scheduled' }),
    ]);

    down = false;
    const [a, b] = await Promise.all([job().runOnce(), job().runOnce()]);
    const mine = [...a.paid, ...b.paid].filter((p) => p.organizationId === host2.organizationId);
    expect(mine).toEqual([expect.objectContaining({ amountCents: 27000, bookings: 1 })]);
    expect(mine[0]!.payoutId).toBe(scheduled!.id);
    expect(transfers.filter((key) => key === mine[0]!.payoutId)).toHaveLength(1);
    expect(await hostPayouts()).toEqual([
      {
        id: scheduled!.id,
        amount_cents: 27000,
        status: 'paid',
        transfer_id: `tr_sandbox_${scheduled!.id}`,
      },
    ]);
    // Nothing is left to pay: a later round, or the host opening the tab, transfers nothing more.
    expect((await job().runOnce()).paid.filter((p) => p.organizationId === host2.organizationId)).toEqual([]);
    expect((await summary(host2)).paid).toHaveLength(1);
    expect(transfers).toHaveLength(1);
  });

  it('a host another process is settling is left to it (PostgreSQL: the lock is held across processes)', async () => {
    if (t.database.kind !== 'postgres') return;
    const host3 = await signedProvider(t.app, 'Hillcrest Physical Therapy', 'LGCY');
    const seeker3 = await signedProvider(t.app, 'Bayside Audiology');
    const room = await listConsultRoom(t.app, host3, 'Quiet consult room on Pine Street');
    await approvedApplicant(t.app, host3, seeker3, room);
    await connectPayoutAccount(t.app, host3);
    await pastPaidBooking(t.app, host3, seeker3, room);
    const key = `host-payout:${host3.organizationId}`;
    const job = startPayoutJob({
      db: t.app.db,
      payments: t.app.ports.payments,
      log: t.app.log,
      intervalMs: 0,
    });
    await t.app.db.transaction().execute(async (other) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(other);
      const round = await job.runOnce();
      expect(round.paid.filter((p) => p.organizationId === host3.organizationId)).toEqual([]);
    });
    const round = await job.runOnce();
    expect(round.paid.filter((p) => p.organizationId === host3.organizationId)).toHaveLength(1);
  });

  it('is for practices: a patient is refused (403), a signed-out browser goes to sign in', async () => {
    const patient = await createUser(t.app.db, { isPatient: true });
    const session = await sessionFor(t.app.db, patient.id);
    const res = await api(t.app, { method: 'GET', url: '/api/card-payment/payouts', session });
    expect(res.statusCode).toBe(403);
    const signedOut = await api(t.app, { method: 'GET', url: '/api/card-payment/payouts-redirect' });
    expect(signedOut.headers.location).toBe('/login');
    // Another practice sees only its own (empty) payouts.
    const other = await signedProvider(t.app, 'Elsewhere Clinic');
    expect(await summary(other)).toMatchObject({ account: 'none', earningsCents: 0, paid: [] });
  });
});
