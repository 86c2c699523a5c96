import { describe, expect, it } from 'vitest';
import {
  changeEmailBodySchema,
  changeEmailSchema,
  changePasswordBodySchema,
  changePasswordFormSchema,
  changePhoneBodySchema,
  changePhoneSchema,
  checkVerifyPhoneBodySchema,
  notificationSettingsBodySchema,
  sendVerifyPhoneBodySchema,
  twoFactorSetupBodySchema,
} from './account.schemas.ts';
import { messagesOf } from './test-support.ts';

describe('change email', () => {
  const schema = changeEmailSchema('Jane@Example.com');

  it('requires both fields', () => {
    expect(messagesOf(schema.safeParse({ currentEmail: '', email: '' }))).toEqual({
      currentEmail: ['Please fill out this field.'],
      email: ['Please fill out this field.'],
    });
  });

  it('checks the current email against the account (any case)', () => {
    expect(schema.safeParse({ currentEmail: 'jane@example.com', email: 'new@example.com' }).success).toBe(
      true,
    );
    expect(
      messagesOf(schema.safeParse({ currentEmail: 'other@example.com', email: 'new@example.com' })),
    ).toEqual({
      currentEmail: ['Your account email does not match the record entered.'],
    });
  });

  it('refuses the same email', () => {
    expect(
      messagesOf(schema.safeParse({ currentEmail: 'jane@example.com', email: 'JANE@example.com' })),
    ).toEqual({
      email: ['Your new account email cannot be changed to your current email.'],
    });
  });

  it('body {email, userId, currentEmail}', () => {
    expect(
      changeEmailBodySchema.safeParse({
        email: 'new@example.com',
        userId: 'u1',
        currentEmail: 'jane@example.com',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(changeEmailBodySchema.safeParse({ email: 'a@b.co', userId: 'u1', currentEmail: 'A@b.co' })),
    ).toEqual({ email: ['Your new account email cannot be changed to your current email.'] });
  });
});

describe('change password', () => {
  it('form requires the current password, a valid new one and a matching confirmation', () => {
    expect(
      messagesOf(
        changePasswordFormSchema.safeParse({ currentPassword: '', password: 'short', confirmPassword: 'x' }),
      ),
    ).toEqual({
      currentPassword: ['Please fill out this field.'],
      password: ['Your password must be greater than 8 characters.'],
    });
    expect(
      messagesOf(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old',
          password: 'Xk3#pQ9zL',
          confirmPassword: 'Xk3#pQ9zX',
        }),
      ),
    ).toEqual({ confirmPassword: ['Your passwords do not match.'] });
  });

  it('body carries the client information', () => {
    const body = {
      currentPassword: 'old',
      password: 'Xk3#pQ9zL',
      userId: 'u1',
      clientInformation: {
        ip: '203.0.113.9',
        approximateLocation: 'Hoboken, NJ',
        os: 'Mac OS',
        geometry: { x: 40.74, y: -74.03, zipcode: '07030', state: 'NJ' },
      },
    };
    expect(changePasswordBodySchema.safeParse(body).success).toBe(true);
    expect(changePasswordBodySchema.safeParse({ ...body, clientInformation: undefined }).success).toBe(true);
    expect(changePasswordBodySchema.safeParse({ ...body, password: '12345678' }).success).toBe(false);
  });
});

describe('change phone', () => {
  const schema = changePhoneSchema('2015550142');

  it('requires both, 10 digits, different from current, matching', () => {
    expect(schema.safeParse({ phone: '2015550143', confirmPhone: '2015550143' }).data).toEqual({
      phone: '2015550143',
      confirmPhone: '2015550143',
      twoFactor: true,
    });
    expect(messagesOf(schema.safeParse({ phone: '2015550142', confirmPhone: '2015550142' }))).toEqual({
      phone: ['This is current phone number.'],
    });
    expect(messagesOf(schema.safeParse({ phone: '2015550143', confirmPhone: '2015550144' }))).toEqual({
      confirmPhone: ['Your phone number does not match.'],
    });
    expect(messagesOf(schema.safeParse({ phone: '', confirmPhone: '' }))).toEqual({
      phone: ['Please fill out this field.'],
      confirmPhone: ['Please fill out this field.'],
    });
    expect(messagesOf(schema.safeParse({ phone: '20155501431', confirmPhone: '20155501431' }))).toEqual({
      phone: ['Please enter a valid 10-digit phone number.'],
      confirmPhone: ['Please enter a valid 10-digit phone number.'],
    });
  });

  it('treats a formatted current phone as its digits', () => {
    expect(
      messagesOf(
        changePhoneSchema('(201) 555-0142').safeParse({ phone: '2015550142', confirmPhone: '2015550142' }),
      ),
    ).toEqual({ phone: ['This is current phone number.'] });
    expect(
      changePhoneSchema(null).safeParse({ phone: '2015550142', confirmPhone: '2015550142' }).success,
    ).toBe(true);
  });

  it('body {phone, twoFactor, userId}', () => {
    expect(changePhoneBodySchema.parse({ phone: '2015550143', userId: 'u1' })).toEqual({
      phone: '2015550143',
      twoFactor: true,
      userId: 'u1',
    });
  });
});

describe('phone verification, two-factor and alerts', () => {
  it('bodies', () => {
    expect(sendVerifyPhoneBodySchema.safeParse({ phoneNumber: '2015550142' }).success).toBe(true);
    expect(
      checkVerifyPhoneBodySchema.safeParse({ code: '123456', phoneNumber: '2015550142', userId: 'u1' })
        .success,
    ).toBe(true);
    expect(
      checkVerifyPhoneBodySchema.safeParse({ code: '12345', phoneNumber: '2015550142', userId: 'u1' })
        .success,
    ).toBe(false);
    expect(twoFactorSetupBodySchema.safeParse({ userId: 'u1', twoFactorEnabled: true }).success).toBe(true);
    expect(
      notificationSettingsBodySchema.safeParse({ settings: [{ type: 'CHAT', method: ['EMAL', 'PHNE'] }] })
        .success,
    ).toBe(true);
    expect(
      notificationSettingsBodySchema.safeParse({ settings: [{ type: 'XXXX', method: [] }] }).success,
    ).toBe(false);
  });
});
