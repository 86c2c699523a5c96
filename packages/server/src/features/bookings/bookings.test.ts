import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, sessionFor } from '../../test/api.ts';
import {
  approvedApplicant,
  bookHours,
  nextWeekday,
  payInSandbox,
  setAvailability,
  WEEKDAY_AVAILABILITY,
} from '../../test/booking-fixtures.ts';
import { listConsultRoom, type SignedProvider, signedProvider } from '../../test/marketplace-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

let host: SignedProvider;
let seeker: SignedProvider;
let stranger: SignedProvider;
let admin: SignedProvider;
let propertyId: string;
let chatId: string;
const tuesday = nextWeekday(2);

const slots = (who: SignedProvider, from = tuesday, id = propertyId) =>
  api(t.app, {
    method: 'GET',
    url: `/api/bookings/properties/${id}/slots?from=${from}&days=7`,
    session: who.session,
  });

beforeAll(async () => {
  host = await signedProvider(t.app, 'Harborview Family Medicine', 'LGCY');
  seeker = await signedProvider(t.app, 'Palisade Pediatrics');
  stranger = await signedProvider(t.app, 'Elsewhere Clinic');
  const adminUser = await createUser(t.app.db, { healcoAdmin: true });
  admin = { ...adminUser, organizationId: '', session: await sessionFor(t.app.db, adminUser.id) };
  propertyId = await listConsultRoom(t.app, host, 'Bright exam room on Washington Street');
  chatId = await approvedApplicant(t.app, host, seeker, propertyId);
});

describe('availability', () => {
  it('the host sets hours, prices and a policy; the time zone follows the listing (Hoboken: New York)', async () => {
    const saved = await setAvailability(t.app, host, propertyId);
    expect(saved).toMatchObject({
      bookable: true,
      timeZone: 'America/New_York',
      feePercent: 10,
      hourlyPriceCents: 4000,
      cancellationPolicy: 'flexible',
    });
    const read = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/properties/${propertyId}/availability`,
      session: seeker.session,
    });
    expect(read.json().result.weeklyHours).toHaveLength(5);
  });

  it('refuses hours that close before they open, and changes nothing', async () => {
    const res = await api(t.app, {
      method: 'PUT',
      url: `/api/bookings/properties/${propertyId}/availability`,
      session: host.session,
      payload: { ...WEEKDAY_AVAILABILITY, weeklyHours: [{ weekday: 1, open: '17:00', close: '09:00' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Closing time must be after opening time.');
    expect(res.body).not.toMatch(/select|insert|at .*\.ts/i);
    const read = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/properties/${propertyId}/availability`,
      session: host.session,
    });
    expect(read.json().result.weeklyHours).toHaveLength(5);
  });

  it("another practice cannot change a listing's availability (404), nor read its bookers (404)", async () => {
    const put = await api(t.app, {
      method: 'PUT',
      url: `/api/bookings/properties/${propertyId}/availability`,
      session: seeker.session,
      payload: WEEKDAY_AVAILABILITY,
    });
    expect(put.statusCode).toBe(404);
    for (const who of [seeker, stranger]) {
      const bookers = await api(t.app, {
        method: 'GET',
        url: `/api/bookings/properties/${propertyId}/bookings`,
        session: who.session,
      });
      expect(bookers.statusCode).toBe(404);
    }
  });
});

describe('booking', () => {
  it('a provider the host has not approved can neither see the calendar nor book (403)', async () => {
    const calendar = await slots(stranger);
    expect(calendar.statusCode).toBe(403);
    expect(calendar.json().error.code).toBe('BOOKING_NOT_APPROVED');
    const booking = await bookHours(t.app, stranger, propertyId, tuesday, '10:00', '12:00');
    expect(booking.statusCode).toBe(403);
    expect(booking.json().error.code).toBe('BOOKING_NOT_APPROVED');
    const count = await t.app.db.selectFrom('space_booking').select('id').execute();
    expect(count).toHaveLength(0);
  });

  it('refuses a time outside the opening hours or shorter than the minimum', async () => {
    await setAvailability(t.app, host, propertyId, { minBookingHours: 2 });
    const tooShort = await bookHours(t.app, seeker, propertyId, tuesday, '10:00', '11:00');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.code).toBe('BOOKING_OUTSIDE_HOURS');
    const early = await bookHours(t.app, seeker, propertyId, tuesday, '07:00', '10:00');
    expect(early.statusCode).toBe(400);
    const sunday = await bookHours(t.app, seeker, propertyId, nextWeekday(0), '10:00', '12:00');
    expect(sunday.statusCode).toBe(400);
    await setAvailability(t.app, host, propertyId);
  });

  it('books two hours, pays in the sandbox, and the hour is no longer offered; both practices see it', async () => {
    const before = (await slots(seeker)).json().result;
    expect(before.timeZone).toBe('America/New_York');
    const day = before.days.find((d: { date: string }) => d.date === tuesday);
    expect(day.freeStarts).toContain('10:00');
    expect(day.wholeDayFree).toBe(true);

    const res = await bookHours(t.app, seeker, propertyId, tuesday, '10:00', '12:00');
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId, url } = res.json().result;
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toContain('$80.00');
    expect(page.body).toContain('Bright exam room on Washington Street');

    const paid = await payInSandbox(t.app, url);
    expect(paid.headers.location).toContain(`/provider/bookings?booked=${bookingId}`);

    const after = (await slots(seeker)).json().result.days.find((d: { date: string }) => d.date === tuesday);
    expect(after.freeStarts).not.toContain('10:00');
    expect(after.freeStarts).not.toContain('11:30');
    expect(after.freeStarts).toContain('12:00');
    expect(after.freeStarts).toContain('09:30');
    expect(after.wholeDayFree).toBe(false);

    const mine = (
      await api(t.app, { method: 'GET', url: '/api/bookings?role=guest', session: seeker.session })
    ).json().result;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      totalCents: 8000,
      feeCents: 800,
      hostCents: 7200,
      role: 'guest',
      chatId,
    });
    expect(mine[0].when).toMatch(/10:00 AM – 12:00 PM E[SD]T$/);
    const hosted = (
      await api(t.app, { method: 'GET', url: '/api/bookings?role=host', session: host.session })
    ).json().result;
    expect(hosted.map((b: { id: string }) => b.id)).toEqual([bookingId]);
    const bookers = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/properties/${propertyId}/bookings`,
      session: host.session,
    });
    expect(bookers.json().result[0].guestOrganizationName).toBe('Palisade Pediatrics');

    // Both practices get the email with the calendar file.
    for (const [email, subject] of [
      [seeker.email, 'Booked: Bright exam room on Washington Street'],
      [host.email, 'New booking: Bright exam room on Washington Street'],
    ] as const) {
      const mail = await t.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email.toLowerCase())
        .where('subject', 'like', `${subject}%`)
        .executeTakeFirstOrThrow();
      const [file] = mail.attachments as Array<{ filename: string; content: string }>;
      expect(file?.filename).toBe('carespace-booking.ics');
      expect(file?.content).toContain('BEGIN:VCALENDAR');
      expect(file?.content).toContain(`UID:booking-${bookingId}@carespace`);
      expect(file?.content).toContain(`DTSTART:${mine[0].startsAt.replace(/[-:]/g, '').slice(0, 13)}00Z`);
    }

    // Someone else's booking is not found.
    const other = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      session: stranger.session,
    });
    expect(other.statusCode).toBe(404);
    const asAdmin = await api(t.app, {
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      session: admin.session,
    });
    expect(asAdmin.json().result.role).toBe('admin');

    // The conversation shows the booking as Carespace's own notice.
    const history = await api(t.app, {
      method: 'GET',
      url: `/api/propertyChat/${chatId}/messages`,
      session: host.session,
    });
    const notice = history.json().result.messages.find((m: { system?: boolean }) => m.system);
    expect(notice?.body).toContain('Booked: Bright exam room on Washington Street');
  });

  it('a second booking overlapping a held time is refused with a clear message', async () => {
    const res = await bookHours(t.app, seeker, propertyId, tuesday, '11:00', '13:00');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SLOT_TAKEN');
  });
});

describe('the double-booking race', () => {
  it('ten approved practices asking for the same hour at once: exactly one booking', async () => {
    const racers: SignedProvider[] = [];
    for (let i = 0; i < 10; i += 1) {
      const racer = await signedProvider(t.app, `Racing Practice ${i}`);
      await approvedApplicant(t.app, host, racer, propertyId);
      racers.push(racer);
    }
    const thursday = nextWeekday(4);
    const answers = await Promise.all(
      racers.map((racer) => bookHours(t.app, racer, propertyId, thursday, '14:00', '15:00')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.message).toBe('That time was just booked. Please choose another time.');
    }
    const held = await t.app.db
      .selectFrom('space_booking')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('status', 'in', ['pending_payment', 'confirmed'])
      .where('kind', '=', 'hourly')
      .execute();
    expect(held).toHaveLength(2); // Tuesday's paid booking and Thursday's one winner.
  });

  it('the database itself refuses an overlapping held range, whatever the code checks', async () => {
    const row = await t.app.db
      .selectFrom('space_booking')
      .selectAll()
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow();
    const { during: _during, created_on: _created, ...copy } = row;
    await expect(
      t.app.db
        .insertInto('space_booking')
        .values({ ...copy, id: 'overlapping-copy' })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
