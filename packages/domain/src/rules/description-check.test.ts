import { describe, expect, it } from 'vitest';
import { containsEmailOrWebsite, containsPhoneNumber, descriptionWarnings } from './description-check.ts';

const PHONE =
  'We detected a possible phone number in the description, please format with spaces if that was not the case.';
const EMAIL =
  'We detected a possible email or website in the description, please format with spaces if that was not the case.';

describe('descriptionWarnings', () => {
  it('warns about phone numbers in every usual format', () => {
    for (const text of [
      'Call 2015550142 today',
      'Call (201) 555-0142 today',
      'Call (201)555-0142',
      'Call 201-555-0142.',
      'Call 201.555.0142',
      'Call 201 555 0142',
      'Call 201-555 0142',
    ]) {
      expect(descriptionWarnings(text), text).toEqual([PHONE]);
    }
  });

  it('finds a phone number split across 2 or 3 adjacent words', () => {
    expect(containsPhoneNumber('Call 20155 50142 now')).toBe(true);
    expect(containsPhoneNumber('Call 2015 5501 42 now')).toBe(true);
    expect(containsPhoneNumber('Call 201 5550142, thanks')).toBe(true);
    expect(containsPhoneNumber('Call 201\n555\n0142')).toBe(true);
  });

  it('does not flag ordinary numbers', () => {
    for (const text of [
      '3 rooms, 2 baths, 1,200 square feet for $1,500.00 per month.',
      'Open 9 to 5, suite 201, 555 square feet.',
      'Order 12345678901 is eleven digits',
      'Built in 2019 and renovated in 2021.',
    ]) {
      expect(containsPhoneNumber(text), text).toBe(false);
    }
  });

  it('warns about emails and websites', () => {
    for (const text of [
      'Write to foo@bar.com',
      'See www.example.com',
      'See example.com for photos',
      'See https://example.org/path?x=1',
      'See http://localhost:3000',
      'Visit Example.COM',
    ]) {
      expect(descriptionWarnings(text), text).toEqual([EMAIL]);
    }
  });

  it('warns when a sentence lacks the space after its full stop (as the message suggests)', () => {
    expect(containsEmailOrWebsite('Bright rooms.Great light')).toBe(true);
    expect(containsEmailOrWebsite('Bright rooms. Great light')).toBe(false);
  });

  it('does not flag abbreviations and decimals', () => {
    for (const text of [
      'e.g. 3.5 miles from the U.S. highway',
      'Dr. Smith, Ph.D.',
      'Open 8 a.m. to 5 p.m.',
    ]) {
      expect(containsEmailOrWebsite(text), text).toBe(false);
    }
  });

  it('gives both warnings, phone first, or none', () => {
    expect(descriptionWarnings('Call 201 555 0142 or write to a@b.co')).toEqual([PHONE, EMAIL]);
    expect(descriptionWarnings('A quiet office near the hospital.')).toEqual([]);
    expect(descriptionWarnings('')).toEqual([]);
    expect(descriptionWarnings(null)).toEqual([]);
  });
});
