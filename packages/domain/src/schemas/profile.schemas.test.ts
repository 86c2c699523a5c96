import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.ts';
import {
  avatarUpdateSchema,
  isAvatarChoice,
  isValidNpi,
  NOTIFICATION_QUESTIONS,
  NOTIFICATION_TYPES,
  notificationSettingsUpdateSchema,
  organizationUpdateSchema,
  pictureParamsSchema,
  profileUpdateSchema,
} from './profile.schemas.ts';
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
    expect(messagesOf(profileUpdateSchema.safeParse({ ...base, provider: { npi: '1234567890' } }))).toEqual({
      'provider.npi': ['This NPI does not pass the check-digit test. Please check each digit.'],
    });
    expect(profileUpdateSchema.safeParse({ ...base, provider: { npi: '1234567893' } }).success).toBe(true);
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

describe('NPI check digit', () => {
  it('accepts the CMS example and refuses a changed digit', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });
});

describe('gender and faith as given', () => {
  it('takes a code, a reference id string or a text (the service turns unknown text into Other)', () => {
    const base = { firstName: 'Jane', lastName: 'Doe' };
    expect(profileUpdateSchema.parse({ ...base, gender: 2 }).gender).toBe(2);
    expect(profileUpdateSchema.parse({ ...base, gender: '2' }).gender).toBe('2');
    expect(profileUpdateSchema.parse({ ...base, gender: 'Agender' }).gender).toBe('Agender');
    expect(profileUpdateSchema.parse({ ...base, faith: 'Pastafarian' }).faith).toBe('Pastafarian');
  });
});

describe('account page calls', () => {
  it('reads picture paths and avatar bodies', () => {
    expect(pictureParamsSchema.safeParse({ organizationId: 'o', userId: 'u', type: 'user' }).success).toBe(
      true,
    );
    expect(pictureParamsSchema.safeParse({ organizationId: 'o', userId: 'u', type: 'team' }).success).toBe(
      false,
    );
    expect(avatarUpdateSchema.safeParse({ imageId: '' }).success).toBe(false);
    expect(isAvatarChoice('femaleAvatar')).toBe(true);
    expect(isAvatarChoice('toString')).toBe(false);
  });

  it('reads notification settings: known types and methods, each type once', () => {
    expect(
      notificationSettingsUpdateSchema.parse({ settings: [{ type: 'CHAT', method: ['PHNE', 'PHNE'] }] }),
    ).toEqual({ settings: [{ type: 'CHAT', method: ['PHNE'] }] });
    expect(
      notificationSettingsUpdateSchema.safeParse({ settings: [{ type: 'XXXX', method: ['EMAL'] }] }).success,
    ).toBe(false);
    expect(
      notificationSettingsUpdateSchema.safeParse({ settings: [{ type: 'CHAT', method: ['FAX'] }] }).success,
    ).toBe(false);
    expect(
      messagesOf(
        notificationSettingsUpdateSchema.safeParse({
          settings: [
            { type: 'CHAT', method: [] },
            { type: 'CHAT', method: ['EMAL'] },
          ],
        }),
      ),
    ).toEqual({ settings: ['Each notification type may appear only once.'] });
    expect(NOTIFICATION_TYPES).toEqual(['CHAT', 'INTA', 'INTD', 'MPUP', 'NPMH', 'NPIN', 'UDRT', 'IPVR']);
    expect(Object.keys(NOTIFICATION_QUESTIONS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it('pins the save failures', () => {
    expect(ERRORS.UNABLE_TO_UPDATE_PROFILE.message).toBe('Unable to update profile. Please try again later.');
    expect(ERRORS.UNABLE_TO_UPDATE_ORGANIZATION.message).toBe(
      'Unable to update organization. Please try again later.',
    );
  });
});
