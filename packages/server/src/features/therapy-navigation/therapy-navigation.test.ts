import {
  APPOINTMENT_TIMEZONE,
  APPOINTMENTS,
  isAppointmentDayAllowed,
  newYorkSlot,
  zonedParts,
} from '@carespace/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The New York calendar day `offset` days from today. */
function nyDay(offset: number, now = new Date()): Day & { weekday: number } {
  const today = zonedParts(now, APPOINTMENT_TIMEZONE);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** The n-th (0-based) bookable weekday of the window. */
function bookableDay(n: number): Day {
  const now = new Date();
  const days: Day[] = [];
  for (let offset = 1; offset <= 40; offset += 1) {
    const day = nyDay(offset, now);
    if (isAppointmentDayAllowed(newYorkSlot(day.year, day.month, day.day, 12, 0), now)) days.push(day);
  }
  const day = days[n];
  if (!day) throw new Error(`no bookable day #${n}`);
  return day;
}

const at = (day: Day, hour: number, minute: number) =>
  newYorkSlot(day.year, day.month, day.day, hour, minute);

function firstDay(predicate: (day: Day & { weekday: number }) => boolean, from = 1): Day {
  for (let offset = from; offset < from + 14; offset += 1) {
    const day = nyDay(offset);
    if (predicate(day)) return day;
  }
  throw new Error('no such day');
}

const person = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'Jordan.Reyes@Example.com',
  phone: '2015550142',
  notes: 'Looking for a therapist who speaks Spanish and takes Aetna.',
};

// Each call from its own address, so the per-IP limit only matters in the test written for it.
let caller = 0;
const book = (payload: object, remoteAddress = `10.0.${Math.floor(++caller / 250)}.${caller % 250}`) =>
  api(t.app, { method: 'POST', url: '/api/therapy-navigation', payload, remoteAddress });

const bookingCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('therapy_navigation_booking')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('POST /api/therapy-navigation', () => {
  it('books a slot, stores it and emails a confirmation', async () => {
    const slot = at(bookableDay(0), 9, 15);
    const res = await book({ ...person, appointmentAt: slot.toISOString() });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      appointmentAt: slot.toISOString(),
      email: 'jordan.reyes@example.com',
      message: expect.stringMatching(
        /^You're booked for \w+day, \w+ \d{1,2}, \d{4} at 9:15 AM Eastern Time\.$/,
      ),
    });

    const stored = await t.database.db
      .selectFrom('therapy_navigation_booking')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      first_name: 'Jordan',
      last_name: 'Reyes',
      email: 'jordan.reyes@example.com',
      phone: '2015550142',
      notes: person.notes,
    });
    expect(new Date(stored.appointment_at).toISOString()).toBe(slot.toISOString());

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'jordan.reyes@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Your therapy navigation call is booked: .* at 9:15 AM Eastern Time$/);
    expect(mail.text_body).toContain('Hi Jordan,');
    expect(mail.text_body).toContain('free 15-minute therapy navigation call');
    expect(mail.text_body).toContain('(201) 555-0142');
    expect(mail.text_body).toContain(result.id);
    expect(mail.text_body).toContain('988');
  });

  it('accepts the first (08:00) and last (16:45) slot of a day; notes are optional', async () => {
    const day = bookableDay(1);
    for (const slot of [at(day, 8, 0), at(day, 16, 45)]) {
      const { notes: _notes, ...withoutNotes } = person;
      const res = await book({ ...withoutNotes, appointmentAt: slot.toISOString() });
      expect(res.statusCode, slot.toISOString()).toBe(200);
    }
  });

  it('refuses a slot that is already booked, with a clear 409, whatever the offset notation', async () => {
    const slot = at(bookableDay(2), 10, 30);
    expect((await book({ ...person, appointmentAt: slot.toISOString() })).statusCode).toBe(200);
    const before = await bookingCount();
    const mailsBefore = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    // The same instant written as New York wall-clock time with its offset.
    const parts = zonedParts(slot, APPOINTMENT_TIMEZONE);
    const offsetHours =
      (Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - slot.getTime()) /
      3_600_000;
    const local = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}T10:30:00-0${-offsetHours}:00`;
    const again = await book({ ...person, email: 'someone.else@example.com', appointmentAt: local });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'That time was just booked. Please choose another time.',
    });
    expect(await bookingCount()).toBe(before);
    const mailsAfter = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.n)).toBe(Number(mailsBefore.n));
  });

  it('gives a slot to exactly one of two simultaneous requests', async () => {
    const slot = at(bookableDay(3), 11, 0).toISOString();
    const answers = await Promise.all([
      book({ ...person, appointmentAt: slot }),
      book({ ...person, email: 'second@example.com', appointmentAt: slot }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  const badSlots: [string, () => string, string][] = [
    [
      'a Saturday',
      () =>
        at(
          firstDay((d) => d.weekday === 6),
          10,
          0,
        ).toISOString(),
      APPOINTMENTS.weekdaysOnly,
    ],
    [
      'a Sunday',
      () =>
        at(
          firstDay((d) => d.weekday === 0),
          10,
          0,
        ).toISOString(),
      APPOINTMENTS.weekdaysOnly,
    ],
    ['yesterday', () => at(nyDay(-1), 10, 0).toISOString(), APPOINTMENTS.outOfRange],
    ['today', () => at(nyDay(0), 16, 45).toISOString(), APPOINTMENTS.outOfRange],
    [
      'last year',
      () => at({ ...nyDay(3), year: nyDay(3).year - 1 }, 10, 0).toISOString(),
      APPOINTMENTS.outOfRange,
    ],
    [
      'more than a month ahead',
      () =>
        at(
          firstDay((d) => d.weekday >= 1 && d.weekday <= 5, 40),
          10,
          0,
        ).toISOString(),
      APPOINTMENTS.outOfRange,
    ],
    ['17:00', () => at(bookableDay(4), 17, 0).toISOString(), APPOINTMENTS.outsideHours],
    ['07:45', () => at(bookableDay(4), 7, 45).toISOString(), APPOINTMENTS.outsideHours],
    [
      '16:50 (not on a 15-minute step)',
      () => at(bookableDay(4), 16, 50).toISOString(),
      APPOINTMENTS.notOnStep,
    ],
    [
      '09:00:30 (seconds)',
      () => new Date(at(bookableDay(4), 9, 0).getTime() + 30_000).toISOString(),
      APPOINTMENTS.notOnStep,
    ],
    ['not a date', () => 'next Tuesday at 10', APPOINTMENTS.invalidDate],
    ['a date without a zone', () => '2030-05-06T10:00:00', APPOINTMENTS.invalidDate],
  ];

  it.each(badSlots)('refuses %s with a clear 400 and stores nothing', async (_label, slot, message) => {
    const before = await bookingCount();
    const res = await book({ ...person, appointmentAt: slot() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', message } });
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    [{ firstName: '' }, 'Please fill out this field.'],
    [{ lastName: 'R3yes' }, 'Please only enter alphabetical characters.'],
    [{ email: 'jordan@' }, 'Please enter a valid email address.'],
    [{ phone: '201555014' }, 'Please enter a valid 10-digit phone number.'],
    [{ appointmentAt: undefined }, 'Please choose a valid date and time.'],
    [{ notes: 'x'.repeat(1001) }, 'Please enter no more than 1000 characters.'],
  ])('refuses %j with its message and stores nothing', async (change, message) => {
    const before = await bookingCount();
    const res = await book({ ...person, appointmentAt: at(bookableDay(5), 9, 0).toISOString(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it('answers UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION and frees the slot when the confirmation cannot be sent', async () => {
    const original = t.app.ports.mailer;
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    t.app.ports.mailer = failing;
    restore = () => {
      t.app.ports.mailer = original;
    };
    const slot = at(bookableDay(6), 14, 15).toISOString();
    const before = await bookingCount();
    const res = await book({ ...person, appointmentAt: slot });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('UNABLE_TO_SCHEDULE_THERAPY_NAVIGATION');
    expect(await bookingCount()).toBe(before);

    restore();
    restore = null;
    expect((await book({ ...person, appointmentAt: slot })).statusCode).toBe(200);
  });
});

describe('abuse limits', () => {
  it('refuses the 21st booking attempt from one address within 10 minutes', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof book>> | undefined;
    for (let i = 0; i < 21; i += 1) {
      last = await book({ ...person, appointmentAt: 'not a date' }, '192.0.2.7');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(last?.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/therapy-navigation/booked-slots', () => {
  it('lists taken start times and nothing about who booked them', async () => {
    const slot = at(bookableDay(7), 15, 30).toISOString();
    expect((await book({ ...person, appointmentAt: slot })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/therapy-navigation/booked-slots' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toContain(slot);
    expect(res.body).not.toContain('Jordan');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
