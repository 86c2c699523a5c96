import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from '../common-passwords.ts';
import { VALIDATION } from '../messages.ts';
import { verificationKeyProblem } from '../verification-key.ts';
import {
  loginSchema,
  passwordSchema,
  passwordWithConfirmSchema,
  resetPasswordBodySchema,
  securityCheckBodySchema,
  twoFactorCodeSchema,
  verificationKeySchema,
  verifyEmailBodySchema,
} from './auth.schemas.ts';
import { firstMessage, messagesOf } from './test-support.ts';

const KEY = 'a'.repeat(64);

describe('password', () => {
  it('must be longer than 8 and at most 128 characters', () => {
    expect(firstMessage(passwordSchema.safeParse('Xk3#pQ9z'))).toBe(
      'Your password must be greater than 8 characters.',
    );
    expect(passwordSchema.safeParse('Xk3#pQ9zL').success).toBe(true);
    expect(passwordSchema.safeParse(`Xk3#${'q'.repeat(124)}`).success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse(`Xk3#${'q'.repeat(125)}`))).toBe(
      'Your password must be at most 128 characters.',
    );
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Please fill out this field.');
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe('Please fill out this field.');
  });

  it('refuses common passwords, whatever the case', () => {
    expect(firstMessage(passwordSchema.safeParse('password123'))).toBe(
      'This password is too common. Please choose another.',
    );
    expect(firstMessage(passwordSchema.safeParse('QWERTYUIOP'))).toBe(
      'This password is too common. Please choose another.',
    );
    expect(firstMessage(passwordSchema.safeParse('123456789'))).toBe(
      'This password is too common. Please choose another.',
    );
    expect(isCommonPassword('Sunshine1')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
  });

  it('confirmation must match', () => {
    expect(
      passwordWithConfirmSchema.safeParse({ password: 'Xk3#pQ9zL', confirmPassword: 'Xk3#pQ9zL' }).success,
    ).toBe(true);
    expect(
      messagesOf(
        passwordWithConfirmSchema.safeParse({ password: 'Xk3#pQ9zL', confirmPassword: 'Xk3#pQ9zM' }),
      ),
    ).toEqual({
      confirmPassword: ['Your passwords do not match.'],
    });
    expect(messagesOf(passwordWithConfirmSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: ['Please fill out this field.'],
      confirmPassword: ['Please fill out this field.'],
    });
  });
});

describe('sign-in and checks', () => {
  it('login does not apply the new-password rules', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true);
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Please fill out this field.'],
      password: ['Please fill out this field.'],
    });
    expect(securityCheckBodySchema.safeParse({ password: 'x' }).success).toBe(true);
    expect(securityCheckBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('verification key', () => {
  it('has the spec messages', () => {
    expect(firstMessage(verificationKeySchema.safeParse(undefined))).toBe(
      'Missing validation key. Please check your email for the correct link.',
    );
    expect(firstMessage(verificationKeySchema.safeParse(''))).toBe(
      'Missing validation key. Please check your email for the correct link.',
    );
    expect(firstMessage(verificationKeySchema.safeParse('a'.repeat(63)))).toBe(
      'Invalid validation key. It appears part of the key is missing. Please check your email for the correct link.',
    );
    expect(firstMessage(verificationKeySchema.safeParse('a'.repeat(513)))).toBe(VALIDATION.invalid);
    expect(verificationKeySchema.safeParse(KEY).success).toBe(true);
    expect(verificationKeySchema.parse(`  ${KEY} `)).toBe(KEY);
    // The zod-free check the entry pages use says the same.
    for (const raw of [undefined, '', '   ', 'a'.repeat(63), 'a'.repeat(513), KEY]) {
      const parsed = verificationKeySchema.safeParse(raw);
      expect(verificationKeyProblem(raw), String(raw)).toBe(parsed.success ? null : firstMessage(parsed));
    }
    expect(verifyEmailBodySchema.safeParse({ verificationKey: KEY }).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ verificationKey: KEY, password: 'Xk3#pQ9zL' }).success).toBe(
      true,
    );
  });
});

describe('two-factor code', () => {
  it('is 6 digits', () => {
    expect(twoFactorCodeSchema.safeParse('012345').success).toBe(true);
    expect(firstMessage(twoFactorCodeSchema.safeParse('12345'))).toBe('Please enter the 6-digit code.');
    expect(firstMessage(twoFactorCodeSchema.safeParse('1234567'))).toBe('Please enter the 6-digit code.');
    expect(firstMessage(twoFactorCodeSchema.safeParse('12a456'))).toBe('Please enter the 6-digit code.');
    expect(firstMessage(twoFactorCodeSchema.safeParse(''))).toBe('Please fill out this field.');
  });
});
