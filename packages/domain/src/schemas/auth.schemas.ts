/** Sign-in, passwords, verification keys and two-factor codes. */
import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.ts';
import { PASSWORD_MAX, PASSWORD_MIN_EXCLUSIVE, TWO_FACTOR_CODE_LENGTH } from '../constants.ts';
import { VALIDATION, VERIFY_EMAIL } from '../messages.ts';
import { verificationKeyProblem } from '../verification-key.ts';
import { emailSchema, idSchema, phoneSchema } from './common.schemas.ts';

/**
 * A new password: more than 8 characters ('Your password must be greater than 8 characters.'), at most 128,
 * and not one of the most common passwords. Not trimmed: spaces are part of a password.
 */
export const passwordSchema = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required, abort: true })
  .min(PASSWORD_MIN_EXCLUSIVE + 1, { error: VALIDATION.passwordTooShort, abort: true })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordTooLong, abort: true })
  .refine((password) => !isCommonPassword(password), { error: VALIDATION.passwordTooCommon });

/** An existing password being presented (sign-in, security check, current password): only required. */
export const presentedPasswordSchema = z
  .string({ error: VALIDATION.required })
  .min(1, { error: VALIDATION.required })
  .max(1_024, { error: VALIDATION.invalid });

/** Password plus confirmation; both required; 'Your passwords do not match.' on confirmPassword. */
export const passwordWithConfirmSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordMismatch,
  });

export const loginSchema = z.object({ email: emailSchema, password: presentedPasswordSchema });
export type LoginBody = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * The key from an emailed link: missing, or shorter than 64 characters, each have the product's message. The rules are
 * verificationKeyProblem's (zod-free, for the entry pages).
 */
export const verificationKeySchema = z
  .string({ error: VERIFY_EMAIL.missingKey })
  .trim()
  .superRefine((key, ctx) => {
    const problem = verificationKeyProblem(key);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST verify-email / verify-update-email. */
export const verifyEmailBodySchema = z.object({ verificationKey: verificationKeySchema });

/** Reset password (from the emailed link): the key and the new password. */
export const resetPasswordBodySchema = z.object({
  verificationKey: verificationKeySchema,
  password: passwordSchema,
});

/** Two-factor code: digits only, exactly 6. */
export const twoFactorCodeSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), { error: VALIDATION.twoFactorCode });

/** POST two-factor verify: send a new code to the user's phone. */
export const twoFactorSendBodySchema = z.object({ userId: idSchema, phoneNumber: phoneSchema });

/** Completes a two-factor sign-in with the code. */
export const twoFactorSubmitBodySchema = z.object({ userId: idSchema, code: twoFactorCodeSchema });

/** POST security-check (the idle gate's password re-entry). */
export const securityCheckBodySchema = z.object({ password: presentedPasswordSchema });
