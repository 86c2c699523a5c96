import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { api, createUser, sessionFor } from '../../test/api.ts';
import {
  approvedApplicant,
  bookHours,
  nextWeekday,
  payInSandbox,
  setAvailability,
} from '../../test/booking-fixtures.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

let host: SignedProvider;
let seeker: SignedProvider;
let stranger: SignedProvider;
let admin: SignedProvider;
let propertyId: string;

beforeAll(async () => {
  host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  stranger = await signedProvider(t.app, 'Elsewhere Clinic');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  admin = { ...adminUser, organizationId: '', session: await sessionFor(t.app.db, adminUser.id) };
  propertyId = await listConsultRoom(t.app, host, 'Sunny exam room on Bloomfield Street');
  await approvedApplicant(t.app, host, seeker, propertyId);
  await setAvailability(t.app, host, propertyId);
});

afterEach(() => {
  vi.useRealTimers();
});

async function paidBooking(date: string, start: string, end: string): Promise<string> {
  const res = await bookHours(t.app, seeker, propertyId, date, start, end);
  expect(res.statusCode, res.body).toBe(200);
  await payInSandbox(t.app, res.json().result.url);
  return res.json().result.bookingId;
}

const quote = (who: SignedProvider, id: string) =>
  api(t.app, { method: 'GET', url: `/api/bookings/${id}/cancellation`, session: who.session });
const cancel = (who: SignedProvider, id: string, reason?: string) =>
  api(t.app, {
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    session: who.session,
    payload: reason ? { reason } : {},
  });

describe('cancelling', () => {
  it('the guest sees the refund first, cancels under the flexible policy, and the time is free again', async () => {
    const friday = nextWeekday(5, 3);
    const id = await paidBooking(friday, '13:00', '15:00');
    const shown = await quote(seeker, id);
    expect(shown.json().result).toMatchObject({ policy: 'flexible', refundCents: 8000, refundPercent: 100 });

    const res = await cancel(seeker, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'canceled', refundCents: 8000, canceledBy: 'guest' });
    const row = await t.app.db
      .selectFrom('space_booking')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.refund_id).toMatch(/^re_sandbox_/);

    const slots = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/properties/${propertyId}/slots?from=${friday}&days=1`,
      session: seeker.session,
    });
    expect(slots.json().result.days[0].freeStarts).toContain('13:00');

    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('subject', 'like', 'Cancelled: Sunny exam room%')
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [host.email, seeker.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(mails.find((m) => m.to_address === seeker.email.toLowerCase())?.text_body).toContain(
      '$80 is on its way back',
    );

    const again = await cancel(seeker, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BOOKING_NOT_CANCELABLE');
  });

  it('the host cancels: the guest is refunded in full and the cancellation is on the host', async () => {
    const id = await paidBooking(nextWeekday(5, 3), '09:00', '11:00');
    expect((await quote(host, id)).json().result.refundCents).toBe(8000);
    const res = await cancel(host, id, 'A burst pipe: the room is closed for repairs.');
    expect(res.json().result).toMatchObject({
      status: 'canceled',
      refundCents: 8000,
      canceledBy: 'host',
      cancelReason: 'A burst pipe: the room is closed for repairs.',
    });
    const hosted = await api(t.app, { method: 'GET', url: '/api/bookings?role=host', session: host.session });
    expect(hosted.json().result.find((b: { id: string }) => b.id === id)).toMatchObject({
      canceledBy: 'host',
    });
  });

  it('someone else cannot see or cancel a booking (404); an admin must give a reason, and it is audited', async () => {
    const id = await paidBooking(nextWeekday(5, 3), '15:00', '17:00');
    expect((await cancel(stranger, id)).statusCode).toBe(404);
    expect((await quote(stranger, id)).statusCode).toBe(404);
    const noReason = await cancel(admin, id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Say in a few words why this booking is being cancelled.');
    const res = await cancel(admin, id, 'Duplicate booking reported by the host.');
    expect(res.json().result).toMatchObject({ status: 'canceled', canceledBy: 'admin', refundCents: 8000 });
    const audit = await t.app.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event_code', '=', 'BKCA')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(admin.id);
    expect(JSON.stringify(audit.details)).toContain('Duplicate booking reported by the host.');
  });
});

/**
 * The policies' edges, on the listing's own calendar, across the start of daylight saving time in New York
 * (Sunday 14 March 2027, 2:00 → 3:00). Each booking is paid at $400; the clock is set to the exact deadline and to
 * one minute after it.
 */
describe('refunds at the edges of each policy', () => {
  async function bookingStarting(startsAt: string, policy: string): Promise<string> {
    const id = newId();
    const starts = new Date(startsAt);
    const seekerOrg = seeker.organizationId;
    const intro = await t.app.db
      .selectFrom('property_introduction')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('organization_id', '=', seekerOrg)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('space_booking')
      .values({
        id,
        property_id: propertyId,
        host_organization_id: host.organizationId,
        guest_organization_id: seekerOrg,
        guest_user_id: seeker.id,
        introduction_id: intro.id,
        kind: 'hourly',
        starts_at: starts,
        ends_at: new Date(starts.getTime() + 3_600_000),
        time_zone: 'America/New_York',
        status: 'confirmed',
        hold_expires_on: null,
        total_cents: 40000,
        fee_cents: 4000,
        host_cents: 36000,
        fee_percent: 10,
        cancellation_policy: policy,
        checkout_session_id: null,
        paid_on: new Date(),
        refund_id: null,
        canceled_on: null,
        canceled_by: null,
        canceled_by_user_id: null,
        cancel_reason: null,
        payout_id: null,
      })
      .execute();
    return id;
  }

  /** A session begun at the pretended time (the database's own clock may not follow the pretence). */
  async function sessionAt(now: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    const session = await sessionFor(t.app.db, seeker.id);
    await t.app.db
      .updateTable('user_session')
      .set({ created_on: new Date(now), last_seen_at: new Date(now) })
      .where('user_id', '=', seeker.id)
      .execute();
    return session;
  }

  async function refundAt(now: string, id: string) {
    const session = await sessionAt(now);
    const res = await api(t.app, { method: 'GET', url: `/api/bookings/${id}/cancellation`, session });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { refundCents: number; refundPercent: number; deadline: string };
  }

  it('flexible: in full until 9:00 the day before a 9:00 booking, though the clocks changed overnight (23 hours)', async () => {
    // Sunday 14 March 2027, 9:00 EDT = 13:00Z; the day before at 9:00 EST = 14:00Z.
    const id = await bookingStarting('2027-03-14T13:00:00Z', 'flexible');
    expect(await refundAt('2027-03-13T14:00:00Z', id)).toMatchObject({
      refundCents: 40000,
      deadline: '2027-03-13T14:00:00.000Z',
    });
    expect((await refundAt('2027-03-13T14:01:00Z', id)).refundCents).toBe(0);
  });

  it('moderate: in full until the same local time 5 days before; 120 elapsed hours would be an hour early', async () => {
    // Tuesday 16 March 2027, 9:00 EDT = 13:00Z; 5 days before at 9:00 EST = Thursday 11 March, 14:00Z.
    const id = await bookingStarting('2027-03-16T13:00:00Z', 'moderate');
    expect((await refundAt('2027-03-11T13:30:00Z', id)).refundCents).toBe(40000);
    expect((await refundAt('2027-03-11T14:00:00Z', id)).refundCents).toBe(40000);
    expect((await refundAt('2027-03-11T14:01:00Z', id)).refundCents).toBe(0);
  });

  it('strict: half back until the same local time 7 days before, nothing after', async () => {
    // Thursday 18 March 2027, 9:00 EDT = 13:00Z; 7 days before at 9:00 EST = Thursday 11 March, 14:00Z.
    const id = await bookingStarting('2027-03-18T13:00:00Z', 'strict');
    expect(await refundAt('2027-03-11T14:00:00Z', id)).toMatchObject({
      refundCents: 20000,
      refundPercent: 50,
    });
    expect((await refundAt('2027-03-11T14:01:00Z', id)).refundCents).toBe(0);
  });

  it('the cancellation itself refunds what was shown, at the deadline', async () => {
    const id = await bookingStarting('2027-03-19T13:00:00Z', 'flexible');
    const session = await sessionAt('2027-03-18T13:00:00Z');
    const res = await api(t.app, { method: 'POST', url: `/api/bookings/${id}/cancel`, session, payload: {} });
    expect(res.json().result).toMatchObject({ status: 'canceled', refundCents: 40000 });
  });
});
