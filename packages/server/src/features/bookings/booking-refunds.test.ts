import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxGateway } from '../../adapters/payment/sandbox/sandbox-gateway.ts';
import { api } from '../../test/api.ts';
import {
  approvedApplicant,
  bookHours,
  nextWeekday,
  payInSandbox,
  setAvailability,
} from '../../test/booking-fixtures.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PROVIDER_REFUND_REASON } from './booking-cancellation.service.ts';

const t = useTestApp();
const gateway = () => t.app.ports.payments as SandboxGateway;

let host: SignedProvider;
let seeker: SignedProvider;
let propertyId: string;

beforeAll(async () => {
  host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  propertyId = await listConsultRoom(t.app, host, 'Sunny exam room on Bloomfield Street');
  await approvedApplicant(t.app, host, seeker, propertyId);
  await setAvailability(t.app, host, propertyId);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Two hours ($80) paid in the sandbox; answers the booking's id and its checkout session. */
async function paidBooking(date: string, start: string, end: string) {
  const res = await bookHours(t.app, seeker, propertyId, date, start, end);
  expect(res.statusCode, res.body).toBe(200);
  await payInSandbox(t.app, res.json().result.url);
  const id: string = res.json().result.bookingId;
  const { checkout_session_id } = await t.app.db
    .selectFrom('space_booking')
    .select('checkout_session_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, sessionId: checkout_session_id! };
}

const booking = async (id: string) =>
  (await api(t.app, { method: 'GET', url: `/api/bookings/${id}`, session: seeker.session })).json().result;
const earnings = async () =>
  (await api(t.app, { method: 'GET', url: '/api/card-payment/payouts', session: host.session })).json()
    .result;
const cancelMails = () =>
  t.app.db.selectFrom('mail_outbox').select('subject').where('subject', 'like', '%ancel%').execute();

describe('a booking refunded at the payment provider', () => {
  it('a part refund is recorded and lowers the host earnings; in full, the booking is cancelled; replays do nothing', async () => {
    const monday = nextWeekday(1, 4);
    const { id, sessionId } = await paidBooking(monday, '09:00', '11:00');
    const before = await earnings();

    expect(await gateway().refundCheckoutFromDashboard(sessionId, 3000)).toBe(true);
    expect(await booking(id)).toMatchObject({ status: 'confirmed', refundCents: 3000 });
    const partly = await earnings();
    expect(partly.earningsCents).toBe(before.earningsCents - 2700);
    expect(partly.refundedCents).toBe(before.refundedCents + 3000);
    // The same report again (a replay, or another event id for the same total) changes nothing.
    await gateway().refundCheckoutFromDashboard(sessionId, 3000);
    expect(await booking(id)).toMatchObject({ status: 'confirmed', refundCents: 3000 });

    const mailsBefore = (await cancelMails()).length;
    expect(await gateway().refundCheckoutFromDashboard(sessionId, 8000)).toBe(true);
    expect(await booking(id)).toMatchObject({
      status: 'canceled',
      refundCents: 8000,
      canceledBy: null,
      cancelReason: PROVIDER_REFUND_REASON,
    });
    expect((await earnings()).earningsCents).toBe(before.earningsCents - 7200);
    // Both practices are told once (guest and host), and a replay tells nobody again.
    expect((await cancelMails()).length).toBe(mailsBefore + 2);
    await gateway().refundCheckoutFromDashboard(sessionId, 8000);
    expect((await cancelMails()).length).toBe(mailsBefore + 2);
    expect(await booking(id)).toMatchObject({ status: 'canceled', refundCents: 8000 });

    // The time is free again.
    const slots = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/properties/${propertyId}/slots?from=${monday}&days=1`,
      session: seeker.session,
    });
    expect(slots.json().result.days[0].freeStarts).toContain('09:00');
  });

  it('the report of a refund Carespace made itself changes nothing', async () => {
    const { id, sessionId } = await paidBooking(nextWeekday(2, 4), '09:00', '11:00');
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      session: seeker.session,
      payload: {},
    });
    expect(res.json().result).toMatchObject({ status: 'canceled', canceledBy: 'guest', refundCents: 8000 });
    await gateway().refundCheckoutFromDashboard(sessionId, 8000);
    expect(await booking(id)).toMatchObject({ status: 'canceled', canceledBy: 'guest', refundCents: 8000 });
  });

  it('the report arriving before the cancellation is recorded still leaves who cancelled and why', async () => {
    const { id, sessionId } = await paidBooking(nextWeekday(3, 4), '09:00', '11:00');
    const sandbox = gateway();
    const refund = sandbox.refundCheckout.bind(sandbox);
    vi.spyOn(sandbox, 'refundCheckout').mockImplementationOnce(async (session, amount) => {
      const refundId = await refund(session, amount);
      await sandbox.refundCheckoutFromDashboard(session, amount);
      return refundId;
    });
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      session: host.session,
      payload: { reason: 'The room is being repainted.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'canceled', canceledBy: 'host', refundCents: 8000 });
    expect(sessionId).toBeTruthy();
  });

  it('after a part refund at the provider, a cancellation refunds only what is left', async () => {
    const { id, sessionId } = await paidBooking(nextWeekday(4, 4), '09:00', '11:00');
    await gateway().refundCheckoutFromDashboard(sessionId, 2000);
    const quote = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/${id}/cancellation`,
      session: host.session,
    });
    expect(quote.json().result).toMatchObject({ refundCents: 6000 });
    const refundCheckout = vi.spyOn(gateway(), 'refundCheckout');
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      session: host.session,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundCheckout).toHaveBeenCalledWith(sessionId, 6000);
    expect(res.json().result).toMatchObject({ status: 'canceled', refundCents: 8000 });
  });
});
