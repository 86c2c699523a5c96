import { beforeAll, describe, expect, it } from 'vitest';
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
let admin: SignedProvider;
let kept: string;
let canceled: string;

beforeAll(async () => {
  host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  admin = { ...adminUser, organizationId: '', session: await sessionFor(t.app.db, adminUser.id) };
  const propertyId = await listConsultRoom(t.app, host, 'Quiet exam room on Hudson Street');
  await approvedApplicant(t.app, host, seeker, propertyId);
  await setAvailability(t.app, host, propertyId);
  const book = async (start: string, end: string) => {
    const res = await bookHours(t.app, seeker, propertyId, nextWeekday(3), start, end);
    await payInSandbox(t.app, res.json().result.url);
    return res.json().result.bookingId as string;
  };
  kept = await book('09:00', '12:00');
  canceled = await book('13:00', '15:00');
  await api(t.app, {
    method: 'POST',
    url: `/api/bookings/${canceled}/cancel`,
    session: seeker.session,
    payload: {},
  });
});

describe('bookings in the admin console', () => {
  it('lists paid and cancelled bookings, filtered by status and searched by practice', async () => {
    const all = await api(t.app, { method: 'GET', url: '/api/admin/bookings', session: admin.session });
    expect(all.json().result.total).toBe(2);
    const confirmed = await api(t.app, {
      method: 'GET',
      url: '/api/admin/bookings?status=confirmed&search=palisade',
      session: admin.session,
    });
    expect(confirmed.json().result.items.map((b: { id: string }) => b.id)).toEqual([kept]);
    expect(confirmed.json().result.items[0]).toMatchObject({
      totalCents: 12000,
      feeCents: 1200,
      status: 'confirmed',
    });
    const past = await api(t.app, {
      method: 'GET',
      url: '/api/admin/bookings?when=past',
      session: admin.session,
    });
    expect(past.json().result.total).toBe(0);
  });

  it('exports what the filters select as CSV, audited', async () => {
    const res = await api(t.app, {
      method: 'GET',
      url: '/api/admin/bookings/export?status=canceled',
      session: admin.session,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/carespace-bookings-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Booking ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(canceled);
    expect(lines[1]).toContain('Cancelled');
    expect(lines[1]).toContain('80.00');
    const audit = await t.app.db
      .selectFrom('audit_event')
      .select('entity_type')
      .where('event_code', '=', 'RCEX')
      .execute();
    expect(audit.map((a) => a.entity_type)).toContain('bookings_export');
  });

  it('the dashboard counts booked hours and gross bookings (refunds taken off)', async () => {
    const stats = (
      await api(t.app, { method: 'GET', url: '/api/admin/stats', session: admin.session })
    ).json().result;
    expect(stats.bookedHours).toBe(3);
    expect(stats.grossBookingsCents).toBe(12000);
  });

  it('is for admins only', async () => {
    const res = await api(t.app, { method: 'GET', url: '/api/admin/bookings', session: host.session });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_ADMIN_PRIVILEGES');
  });
});
