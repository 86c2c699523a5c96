import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const valid = {
  name: 'Maria Lopez',
  email: 'Maria.Lopez@Example.com',
  subject: 'Question about PrEP shipping',
  content: 'Do you ship to Hoboken, NJ? How long does delivery take?',
};

// Each call from its own address, so the per-IP limit never interferes.
let caller = 0;
const remoteAddress = () => `10.1.${Math.floor(++caller / 250)}.${caller % 250}`;
const send = (payload: unknown) =>
  api(t.app, {
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: remoteAddress(),
  });
const join = (payload: unknown) =>
  api(t.app, {
    method: 'POST',
    url: '/api/contact/mailing-list',
    payload: payload as object,
    remoteAddress: remoteAddress(),
  });

const count = async (table: 'contact_message' | 'mailing_list_contact' | 'mail_outbox') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let restoreMailer: (() => void) | null = null;
function failMail() {
  const original = t.app.ports.mailer;
  const failing: Mailer = {
    send: async () => {
      throw new Error('SMTP down');
    },
  };
  t.app.ports.mailer = failing;
  restoreMailer = () => {
    t.app.ports.mailer = original;
  };
}
afterEach(() => {
  restoreMailer?.();
  restoreMailer = null;
});

describe('POST /api/contact', () => {
  it('stores the message and mails it to support', async () => {
    const res = await send({ ...valid, userType: 'PTNT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      result: { message: expect.stringContaining('Thank you') },
    });

    const stored = await t.database.db
      .selectFrom('contact_message')
      .selectAll()
      .where('subject', '=', valid.subject)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      user_type: 'PTNT',
    });

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', t.config.supportEmail)
      .orderBy('created_on', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[Carespace contact] Question about PrEP shipping');
    expect(mail.text_body).toContain('Name: Maria Lopez');
    expect(mail.text_body).toContain('Email: maria.lopez@example.com');
    expect(mail.text_body).toContain('I am a: Patient');
    expect(mail.text_body).toContain(valid.content);
    expect(mail.text_body).toContain(stored.id);
  });

  it('keeps the mail subject on one line', async () => {
    const res = await send({ ...valid, subject: 'Hello\r\nBcc: victim@example.com' });
    expect(res.statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .orderBy('created_on', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('[Carespace contact] Hello Bcc: victim@example.com');
  });

  it.each(['name', 'email', 'subject', 'content'] as const)(
    'refuses a missing %s with "Please fill out this field." and stores nothing',
    async (field) => {
      const before = await count('contact_message');
      const mailsBefore = await count('mail_outbox');
      for (const value of [undefined, '', '   ']) {
        const res = await send({ ...valid, [field]: value });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe('Please fill out this field.');
      }
      expect(await count('contact_message')).toBe(before);
      expect(await count('mail_outbox')).toBe(mailsBefore);
    },
  );

  it('refuses a malformed email and an unknown user type', async () => {
    const bad = await send({ ...valid, email: 'maria@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address.');
    expect((await send({ ...valid, userType: 'ALIEN' })).statusCode).toBe(400);
  });

  it('answers UNABLE_TO_RECEIVE_CONTACT and keeps nothing when support cannot be mailed', async () => {
    const before = await count('contact_message');
    failMail();
    const res = await send(valid);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'UNABLE_TO_RECEIVE_CONTACT',
      message: expect.stringContaining('We were unable to receive your message.'),
    });
    expect(JSON.stringify(res.json())).not.toContain('SMTP down');
    expect(await count('contact_message')).toBe(before);
  });
});

describe('POST /api/contact/mailing-list', () => {
  it('adds an address once, whatever its case, and answers the same every time', async () => {
    const before = await count('mailing_list_contact');
    const first = await join({ email: 'News.Reader@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ email: 'news.reader@example.com' });
    const again = await join({ email: 'news.reader@example.com ' });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(first.json().result);
    expect(await count('mailing_list_contact')).toBe(before + 1);
  });

  it('refuses a missing or malformed address', async () => {
    const missing = await join({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please fill out this field.');
    const malformed = await join({ email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Please enter a valid email address.');
  });

  it('answers UNABLE_TO_CREATE_CONTACT_MAILING_LIST when the list cannot be written', async () => {
    const original = t.app.db;
    // A database that fails every query stands in for an outage.
    const broken = new Proxy(original, {
      get(target, property, receiver) {
        if (property === 'insertInto') {
          return () => {
            throw new Error('connection refused');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    (t.app as { db: typeof original }).db = broken;
    try {
      const res = await join({ email: 'outage@example.com' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('UNABLE_TO_CREATE_CONTACT_MAILING_LIST');
    } finally {
      (t.app as { db: typeof original }).db = original;
    }
  });
});
