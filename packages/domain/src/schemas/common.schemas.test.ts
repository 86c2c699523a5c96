import { describe, expect, it } from 'vitest';
import { isWebAddress } from '../rules/web-address.ts';
import {
  acceptanceSchema,
  addressSchema,
  choiceWithOtherSchema,
  dateOfBirthSchema,
  emailSchema,
  fileRecordSchema,
  idSchema,
  isCalendarDay,
  multiEntrySchema,
  nameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  phoneSchema,
  requiredText,
  telehealthAgreementSchema,
  termsAgreementSchema,
  usStateSchema,
  zipcodeSchema,
} from './common.schemas.ts';
import { firstMessage, messagesOf } from './test-support.ts';

const REQUIRED = 'Please fill out this field.';

describe('names', () => {
  it('are required and letters only', () => {
    expect(firstMessage(nameSchema.safeParse(''))).toBe('Please fill out this field.');
    expect(firstMessage(nameSchema.safeParse('   '))).toBe('Please fill out this field.');
    expect(firstMessage(nameSchema.safeParse(undefined))).toBe('Please fill out this field.');
    expect(firstMessage(nameSchema.safeParse('J0hn'))).toBe('Please only enter alphabetical characters.');
    expect(firstMessage(nameSchema.safeParse('John!'))).toBe('Please only enter alphabetical characters.');
    expect(firstMessage(nameSchema.safeParse('John  Smith'))).toBe(
      'Please only enter alphabetical characters.',
    );
    for (const name of ['John', 'José', "O'Brien", 'Mary-Jane', 'De La Cruz', '  Ana  ']) {
      expect(nameSchema.safeParse(name).success, name).toBe(true);
    }
    expect(nameSchema.parse('  Ana  ')).toBe('Ana');
  });
});

describe('email', () => {
  it('is required, valid, trimmed and lower-cased', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe(REQUIRED);
    expect(firstMessage(emailSchema.safeParse('not-an-email'))).toBe('Please enter a valid email address.');
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(optionalEmailSchema.safeParse('').success).toBe(true);
    expect(optionalEmailSchema.safeParse(null).success).toBe(true);
    expect(firstMessage(optionalEmailSchema.safeParse('x@'))).toBe('Please enter a valid email address.');
  });
});

describe('phone', () => {
  it('is digits only, exactly 10', () => {
    expect(phoneSchema.safeParse('2015550142').success).toBe(true);
    expect(firstMessage(phoneSchema.safeParse(''))).toBe(REQUIRED);
    expect(firstMessage(phoneSchema.safeParse('201555014'))).toBe(
      'Please enter a valid 10-digit phone number.',
    );
    expect(firstMessage(phoneSchema.safeParse('20155501420'))).toBe(
      'Please enter a valid 10-digit phone number.',
    );
    expect(firstMessage(phoneSchema.safeParse('201-555-0142'))).toBe(
      'Please enter a valid 10-digit phone number.',
    );
    expect(optionalPhoneSchema.safeParse('').success).toBe(true);
    expect(optionalPhoneSchema.safeParse(undefined).success).toBe(true);
    expect(optionalPhoneSchema.safeParse('123').success).toBe(false);
  });
});

describe('zipcode and state', () => {
  it('zipcode is 5 digits', () => {
    expect(zipcodeSchema.safeParse('07030').success).toBe(true);
    expect(firstMessage(zipcodeSchema.safeParse('0703'))).toBe('Please enter a valid 5-digit zipcode.');
    expect(firstMessage(zipcodeSchema.safeParse('070301'))).toBe('Please enter a valid 5-digit zipcode.');
    expect(firstMessage(zipcodeSchema.safeParse('0703a'))).toBe('Please enter a valid 5-digit zipcode.');
  });

  it('state is a US state or territory code, any case', () => {
    expect(usStateSchema.parse('nj')).toBe('NJ');
    expect(usStateSchema.parse('PR')).toBe('PR');
    expect(usStateSchema.parse('DC')).toBe('DC');
    expect(firstMessage(usStateSchema.safeParse('XX'))).toBe('Please select a valid US state.');
    expect(firstMessage(usStateSchema.safeParse('New Jersey'))).toBe('Please select a valid US state.');
  });
});

describe('address form', () => {
  it('requires street, city, state, zipcode with the spec messages; suite optional', () => {
    expect(messagesOf(addressSchema.safeParse({}))).toEqual({
      addressLineOne: ['Please input your address'],
      city: ['Please input your city'],
      usState: ['Please input your state'],
      zipcode: ['Please input your zipcode'],
    });
    expect(
      messagesOf(addressSchema.safeParse({ addressLineOne: ' ', city: '', usState: '', zipcode: '' })),
    ).toEqual({
      addressLineOne: ['Please input your address'],
      city: ['Please input your city'],
      usState: ['Please input your state'],
      zipcode: ['Please input your zipcode'],
    });
    const ok = addressSchema.safeParse({
      addressLineOne: '1 Hudson St',
      city: 'Hoboken',
      usState: 'nj',
      zipcode: '07030',
    });
    expect(ok.success && ok.data).toEqual({
      addressLineOne: '1 Hudson St',
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    });
    expect(
      messagesOf(
        addressSchema.safeParse({
          addressLineOne: 'a',
          addressLineTwo: 'Apt 2',
          city: 'b',
          usState: 'ZZ',
          zipcode: '0703',
        }),
      ),
    ).toEqual({
      usState: ['Please select a valid US state.'],
      zipcode: ['Please enter a valid 5-digit zipcode.'],
    });
  });
});

describe('date of birth', () => {
  const dob = (month: number, day: number, year: number) => dateOfBirthSchema.safeParse({ month, day, year });

  it('uses the divisible-by-4 leap rule', () => {
    expect(dob(2, 29, 1900).success).toBe(true);
    expect(dob(2, 29, 2020).success).toBe(true);
    expect(messagesOf(dob(2, 29, 1901))).toEqual({ day: ['Please select a valid day.'] });
    expect(messagesOf(dob(2, 30, 2020))).toEqual({ day: ['Please select a valid day.'] });
    expect(messagesOf(dob(4, 31, 2000))).toEqual({ day: ['Please select a valid day.'] });
    expect(messagesOf(dob(1, 0, 2000))).toEqual({ day: ['Please select a valid day.'] });
  });

  it('accepts years 1900..2021 only', () => {
    expect(dob(12, 31, 2021).success).toBe(true);
    expect(dob(1, 1, 1900).success).toBe(true);
    expect(messagesOf(dob(1, 1, 2022))).toEqual({ year: ['Please select a valid year.'] });
    expect(messagesOf(dob(1, 1, 1899))).toEqual({ year: ['Please select a valid year.'] });
  });

  it('accepts known months only and requires every part', () => {
    expect(messagesOf(dob(13, 1, 2000))).toEqual({ month: ['Please select a valid month.'] });
    expect(messagesOf(dob(0, 1, 2000))).toEqual({ month: ['Please select a valid month.'] });
    expect(messagesOf(dateOfBirthSchema.safeParse({ month: 1, year: 2000 }))).toEqual({
      day: ['Please fill out this field.'],
    });
  });
});

describe('agreements', () => {
  it('must be accepted', () => {
    expect(firstMessage(acceptanceSchema.safeParse(false))).toBe('Please accept before continuing.');
    expect(firstMessage(acceptanceSchema.safeParse(undefined))).toBe('Please accept before continuing.');
    expect(telehealthAgreementSchema.safeParse({ acceptTelehealthAndHipaa: true }).success).toBe(true);
    expect(messagesOf(telehealthAgreementSchema.safeParse({ acceptTelehealthAndHipaa: false }))).toEqual({
      acceptTelehealthAndHipaa: ['Please accept before continuing.'],
    });
    expect(termsAgreementSchema.safeParse({ acceptTermsAndPrivacy: true }).success).toBe(true);
    expect(messagesOf(termsAgreementSchema.safeParse({}))).toEqual({
      acceptTermsAndPrivacy: ['Please accept before continuing.'],
    });
  });
});

describe('multi-entry lists', () => {
  it('rejects blanks and more than 5 by default', () => {
    const schema = multiEntrySchema();
    expect(schema.safeParse(['a', 'b']).success).toBe(true);
    expect(messagesOf(schema.safeParse(['a', ' ']))).toEqual({
      '1': ['Please specify or delete this field.'],
    });
    expect(firstMessage(schema.safeParse(['a', 'b', 'c', 'd', 'e']))).toBeUndefined();
    expect(firstMessage(schema.safeParse(['a', 'b', 'c', 'd', 'e', 'f']))).toBe('Maximum inputs reached');
    expect(firstMessage(schema.safeParse([]))).toBe('Please fill out this field.');
  });

  it('can be optional or have another maximum', () => {
    expect(multiEntrySchema({ required: false }).safeParse(['', 'a']).success).toBe(true);
    expect(multiEntrySchema({ required: false }).safeParse([]).success).toBe(true);
    expect(firstMessage(multiEntrySchema({ max: 2 }).safeParse(['a', 'b', 'c']))).toBe(
      'Maximum inputs reached',
    );
  });
});

describe('choice with other', () => {
  const schema = choiceWithOtherSchema(idSchema, 'OTHR');

  it('accepts scalars or lists and requires text with other', () => {
    expect(schema.safeParse({ ids: 'ENGL' }).success).toBe(true);
    expect(schema.safeParse({ ids: ['ENGL', 'OTHR'], other: 'Tagalog' }).success).toBe(true);
    expect(schema.safeParse({ ids: ['ENGL', 'OTHR'], other: ['Tagalog', 'Ilocano'] }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ids: 'OTHR', other: ' ' }))).toEqual({
      other: ['Please fill out this field.'],
    });
    expect(messagesOf(schema.safeParse({ ids: ['OTHR'] }))).toEqual({
      other: ['Please fill out this field.'],
    });
  });
});

describe('misc', () => {
  it('requiredText and ids', () => {
    expect(firstMessage(requiredText(5).safeParse('123456'))).toBe('Please enter no more than 5 characters.');
    expect(idSchema.safeParse('a1B2c3D4e5F6g7H8i').success).toBe(true);
    expect(firstMessage(idSchema.safeParse(''))).toBe('This input is not valid.');
  });

  it('file records', () => {
    expect(
      fileRecordSchema.safeParse({
        id: 'f1',
        display_order: 0,
        fileName: 'abc.png',
        mimeType: 'image/png',
        originalName: 'me.png',
      }).success,
    ).toBe(true);
    expect(fileRecordSchema.safeParse({ id: 'f1', display_order: -1 }).success).toBe(false);
  });
});

describe('isWebAddress', () => {
  it('takes http and https addresses with a host name', () => {
    for (const url of [
      'https://example.com',
      'http://riverside.example/about?x=1#top',
      'HTTPS://Example.COM',
    ]) {
      expect(isWebAddress(url), url).toBe(true);
    }
  });

  it('refuses other schemes, bare text and addresses without a real host', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'example.com',
      'https://',
      'https://localhost',
      'mailto:a@b.co',
      ' https://example.com',
    ]) {
      expect(isWebAddress(url), url).toBe(false);
    }
  });
});

describe('isCalendarDay', () => {
  it('takes days that exist, by the Gregorian leap-year rule', () => {
    for (const day of ['2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it('refuses impossible days, other shapes and years outside 1900–2999', () => {
    for (const day of [
      '2023-02-29',
      '1900-02-29',
      '2025-13-01',
      '2025-04-31',
      '0000-01-01',
      '8484-01-07',
      '2025-1-1',
      'yesterday',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
