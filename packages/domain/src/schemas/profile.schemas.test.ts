import { describe, expect, it } from 'vitest';
import { organizationUpdateSchema, profileUpdateSchema } from './profile.schemas.ts';
import { messagesOf } from './test-support.ts';

describe('profile update', () => {
  it('requires first and last names', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({}))).toEqual({
      firstName: ['Please fill out this field.'],
      lastName: ['Please fill out this field.'],
    });
    expect(messagesOf(profileUpdateSchema.safeParse({ firstName: 'J4ne', lastName: 'Doe' }))).toEqual({
      firstName: ['Please only enter alphabetical characters.'],
    });
  });

  it('limits the bio to 1000 characters and defaults the language', () => {
    const ok = profileUpdateSchema.parse({ firstName: 'Jane', lastName: 'Doe', bio: 'b'.repeat(1000) });
    expect(ok.language).toEqual(['ENGL']);
    expect(
      messagesOf(
        profileUpdateSchema.safeParse({ firstName: 'Jane', lastName: 'Doe', bio: 'b'.repeat(1001) }),
      ),
    ).toEqual({ bio: ['Please enter no more than 1000 characters.'] });
  });

  it('years practiced min 0', () => {
    const base = { firstName: 'Jane', lastName: 'Doe' };
    expect(profileUpdateSchema.safeParse({ ...base, provider: { yearsPracticed: 0 } }).success).toBe(true);
    expect(messagesOf(profileUpdateSchema.safeParse({ ...base, provider: { yearsPracticed: -1 } }))).toEqual({
      'provider.yearsPracticed': ['Years practiced cannot be negative.'],
    });
    expect(messagesOf(profileUpdateSchema.safeParse({ ...base, provider: { npi: '123' } }))).toEqual({
      'provider.npi': ['Please enter a valid 10-digit NPI.'],
    });
    expect(
      profileUpdateSchema.parse({ ...base, provider: { licensedState: ['nj', 'NY'] } }).provider
        ?.licensedState,
    ).toEqual(['NJ', 'NY']);
  });

  it('strips fields the client may not set', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: 'Jane',
      lastName: 'Doe',
      createdOn: '2020-01-01',
      billing: { healcoPlan: 'LGCY' },
      isEmailVerified: true,
      email: 'x@y.z',
    });
    expect(parsed).not.toHaveProperty('createdOn');
    expect(parsed).not.toHaveProperty('billing');
    expect(parsed).not.toHaveProperty('isEmailVerified');
    expect(parsed).not.toHaveProperty('email');
  });

  it('keeps sexual orientation as its own field and gender as 1..7', () => {
    const parsed = profileUpdateSchema.parse({
      firstName: 'Jane',
      lastName: 'Doe',
      gender: 7,
      genderOther: 'Agender',
      sexualOrientation: 'BISX',
    });
    expect(parsed.gender).toBe(7);
    expect(parsed.sexualOrientation).toBe('BISX');
    expect(profileUpdateSchema.safeParse({ firstName: 'Jane', lastName: 'Doe', gender: 9 }).success).toBe(
      false,
    );
  });
});

describe('practice update', () => {
  it('requires the practice name', () => {
    expect(messagesOf(organizationUpdateSchema.safeParse({ name: ' ' }))).toEqual({
      name: ['Please fill out this field.'],
    });
    expect(
      organizationUpdateSchema.safeParse({ name: 'Hudson Clinic', email: '', phone: '', fax: '' }).success,
    ).toBe(true);
    expect(
      messagesOf(
        organizationUpdateSchema.safeParse({ name: 'Hudson Clinic', phone: '123', ein: '12', fax: '1' }),
      ),
    ).toEqual({
      phone: ['Please enter a valid 10-digit phone number.'],
      ein: ['Please enter a valid 9-digit EIN.'],
      fax: ['Please enter a valid 10-digit fax number.'],
    });
    expect(
      organizationUpdateSchema.safeParse({
        name: 'Hudson Clinic',
        ein: '12-3456789',
        address: { addressLineOne: '1 Hudson St', city: 'Hoboken', usState: 'NJ', zipcode: '07030' },
      }).success,
    ).toBe(true);
  });
});
