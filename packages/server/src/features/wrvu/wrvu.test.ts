import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { computeWrvu } from './wrvu.calculator.ts';
import { findWrvuCode } from './wrvu.repository.ts';
import { WRVU_CODES, WRVU_SPECIALTIES } from './wrvu-codes.ts';

const t = useTestApp();

let caller = 0;
const emailResults = (payload: unknown) =>
  api(t.app, {
    method: 'POST',
    url: '/api/wrvu/email-results',
    payload: payload as object,
    remoteAddress: `10.2.0.${++caller}`,
  });

const lastMailTo = (to: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_on', 'desc')
    .executeTakeFirst();

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('the wRVU catalogue', () => {
  it('holds the published CY 2024 work RVUs of the common codes', () => {
    const rvu = (cpt: string) => findWrvuCode(cpt)?.workRvu;
    expect([rvu('99202'), rvu('99203'), rvu('99204'), rvu('99205')]).toEqual([0.93, 1.6, 2.6, 3.5]);
    expect([rvu('99211'), rvu('99212'), rvu('99213'), rvu('99214'), rvu('99215')]).toEqual([
      0.18, 0.7, 1.3, 1.92, 2.8,
    ]);
    expect(rvu('99385')).toBe(1.92);
    expect(rvu('99396')).toBe(1.9);
    expect(rvu('90791')).toBe(3.84);
    expect(rvu('90837')).toBe(3.47);
    expect(rvu('96127')).toBe(0);
    expect(rvu('11102')).toBe(0.66);
    expect(rvu('20610')).toBe(0.79);
    expect(rvu('93000')).toBe(0.17);
    expect(rvu('g2211')).toBe(0.33);
  });

  it('has unique codes and every specialty lists only known codes', () => {
    expect(new Set(WRVU_CODES.map((code) => code.cpt)).size).toBe(WRVU_CODES.length);
    for (const specialty of WRVU_SPECIALTIES) {
      expect(specialty.codes.length).toBeGreaterThan(0);
      for (const cpt of specialty.codes) expect(findWrvuCode(cpt), `${specialty.id} ${cpt}`).toBeDefined();
      expect(new Set(specialty.codes).size, specialty.id).toBe(specialty.codes.length);
    }
  });

  it('is served with its source', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wrvu/codes' });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.codes).toContainEqual({
      cpt: '99214',
      description: 'Office visit, established patient, moderate complexity',
      workRvu: 1.92,
    });
    expect(result.specialties.map((s: { id: string }) => s.id)).toContain('family-medicine');
    expect(result.defaultConversionFactor).toBe(51.5);
    expect(result.source.name).toContain('PPRRVU24');
  });
});

describe('computeWrvu', () => {
  const codeOf = (cpt: string) => findWrvuCode(cpt)!;

  it('adds work RVU × volume exactly and multiplies by the conversion factor', () => {
    const result = computeWrvu(
      [
        { cpt: '99213', volume: 1500 },
        { cpt: '99214', volume: 2200 },
        { cpt: '99396', volume: 300 },
        { cpt: '96127', volume: 800 },
      ],
      51.5,
      codeOf,
    );
    // 1.30×1500 + 1.92×2200 + 1.90×300 + 0×800 = 1950 + 4224 + 570 + 0
    expect(result.totalWorkRvus).toBe(6744);
    expect(result.compensationCents).toBe(34_731_600); // 6744 × $51.50
    expect(result.lines.map((line) => line.totalWorkRvus)).toEqual([1950, 4224, 570, 0]);
  });

  it('has no floating-point drift and merges repeated codes, dropping zero volumes', () => {
    const result = computeWrvu(
      [
        { cpt: '99211', volume: 3 },
        { cpt: '99211', volume: 4 },
        { cpt: '99215', volume: 0 },
      ],
      45.37,
      codeOf,
    );
    expect(result.lines).toHaveLength(1);
    expect(result.totalWorkRvus).toBe(1.26); // 0.18 × 7, not 1.2600000000000002
    expect(result.compensationCents).toBe(5717); // 1.26 × 45.37 = 57.1662
  });
});

describe('POST /api/wrvu/email-results', () => {
  it('computes on the server and emails the results', async () => {
    const res = await emailResults({
      email: 'Dr.Patel@Example.org',
      lines: [
        { cpt: '99214', volume: 2000 },
        { cpt: '99213', volume: 1000 },
        { cpt: 'G2211', volume: 1500 },
      ],
      conversionFactor: 52,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.totalWorkRvus).toBe(5635); // 3840 + 1300 + 495
    expect(result.compensationCents).toBe(29_302_000); // 5635 × $52
    expect(result.message).toBe('We emailed your results to dr.patel@example.org.');

    const mail = await lastMailTo('dr.patel@example.org');
    expect(mail?.subject).toBe('Your wRVU estimate: 5,635 wRVUs, $293,020 a year');
    expect(mail?.text_body).toContain('99214  Office visit, established patient, moderate complexity');
    expect(mail?.text_body).toContain('2,000 × 1.92 wRVU = 3,840 wRVUs');
    expect(mail?.text_body).toContain('Total work RVUs per year: 5,635');
    expect(mail?.text_body).toContain('Conversion factor: $52.00 per wRVU');
    expect(mail?.text_body).toContain('Estimated annual compensation: $293,020');
    expect(mail?.text_body).toContain('PPRRVU24');
  });

  it.each([
    [{ lines: [{ cpt: '99214', volume: 10 }], conversionFactor: 50 }, 'Please fill out this field.'],
    [
      { email: 'a@b.co', lines: [], conversionFactor: 50 },
      'Please enter an annual volume for at least one code.',
    ],
    [
      { email: 'a@b.co', lines: [{ cpt: '99214', volume: 0 }], conversionFactor: 50 },
      'Please enter an annual volume for at least one code.',
    ],
    [
      { email: 'a@b.co', lines: [{ cpt: '99214', volume: -5 }], conversionFactor: 50 },
      'Please enter an annual volume as a whole number from 0 to 1,000,000.',
    ],
    [
      { email: 'a@b.co', lines: [{ cpt: '99214', volume: 2.5 }], conversionFactor: 50 },
      'Please enter an annual volume as a whole number from 0 to 1,000,000.',
    ],
    [
      { email: 'a@b.co', lines: [{ cpt: '99214', volume: 10 }], conversionFactor: 0 },
      'Please enter a conversion factor in dollars per wRVU, above $0 and at most $1,000.',
    ],
    [
      { email: 'a@b.co', lines: [{ cpt: '99999', volume: 10 }], conversionFactor: 50 },
      'Unknown CPT code 99999. Please choose a code from the list.',
    ],
  ])('refuses bad input %j with a clear 400 and sends nothing', async (payload, message) => {
    const mailsBefore = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await emailResults(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const mailsAfter = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.n)).toBe(Number(mailsBefore.n));
  });

  it('answers UNABLE_TO_SEND_WRVU_RESULTS when the mail cannot be sent', async () => {
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
    const res = await emailResults({
      email: 'a@b.co',
      lines: [{ cpt: '99214', volume: 10 }],
      conversionFactor: 50,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('UNABLE_TO_SEND_WRVU_RESULTS');
  });
});
