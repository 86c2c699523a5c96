/** Security settings: change email, password and phone; phone verification; two-factor; alerts. */
import { z } from 'zod';
import { notificationMethodSchema, notificationTypeSchema } from '../enums.ts';
import { SECURITY, VALIDATION } from '../messages.ts';
import { passwordSchema, presentedPasswordSchema, twoFactorCodeSchema } from './auth.schemas.ts';
import { emailSchema, idSchema, optionalText, phoneSchema } from './common.schemas.ts';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The change-email form {currentEmail, email}: both required; the current email must be the account's
 * ('Your account email does not match the record entered.'); the new one must differ
 * ('Your new account email cannot be changed to your current email.').
 */
export function changeEmailSchema(accountEmail: string) {
  return z.object({ currentEmail: emailSchema, email: emailSchema }).superRefine((form, ctx) => {
    if (form.currentEmail !== normalizeEmail(accountEmail)) {
      ctx.addIssue({ code: 'custom', path: ['currentEmail'], message: SECURITY.emailDoesNotMatchAccount });
    }
    if (form.email === form.currentEmail) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: SECURITY.emailSameAsCurrent });
    }
  });
}

/** POST account change-email. The server also checks currentEmail against the account. */
export const changeEmailBodySchema = z
  .object({ email: emailSchema, userId: idSchema, currentEmail: emailSchema })
  .refine((body) => body.email !== body.currentEmail, {
    path: ['email'],
    error: SECURITY.emailSameAsCurrent,
  });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** Where a password change came from; every part may be unknown. */
export const clientInformationSchema = z.object({
  ip: optionalText(64),
  approximateLocation: optionalText(255),
  os: optionalText(255),
  geometry: z
    .object({
      x: z.number().nullish(),
      y: z.number().nullish(),
      zipcode: optionalText(10),
      state: optionalText(64),
    })
    .nullish(),
});
export type ClientInformation = z.infer<typeof clientInformationSchema>;

/** The change-password form: current password required, new password rules, confirmation must match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: presentedPasswordSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: VALIDATION.required }).min(1, { error: VALIDATION.required }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordMismatch,
  });

/** PUT account change-password. */
export const changePasswordBodySchema = z.object({
  currentPassword: presentedPasswordSchema,
  password: passwordSchema,
  userId: idSchema,
  clientInformation: clientInformationSchema.nullish(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/**
 * The change-phone form {phone, confirmPhone, twoFactor}: both required, 10 digits; must differ from the
 * current phone ('This is current phone number.'); confirmation must match ('Your phone number does not
 * match.'). twoFactor defaults to on.
 */
export function changePhoneSchema(currentPhone: string | null | undefined) {
  return z
    .object({ phone: phoneSchema, confirmPhone: phoneSchema, twoFactor: z.boolean().default(true) })
    .superRefine((form, ctx) => {
      if (digitsOf(currentPhone) !== '' && form.phone === digitsOf(currentPhone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: SECURITY.phoneSameAsCurrent });
      }
      if (form.confirmPhone !== form.phone) {
        ctx.addIssue({ code: 'custom', path: ['confirmPhone'], message: SECURITY.phoneMismatch });
      }
    });
}

/** PUT account change-phone. */
export const changePhoneBodySchema = z.object({
  phone: phoneSchema,
  twoFactor: z.boolean().default(true),
  userId: idSchema,
});
export type ChangePhoneBody = z.infer<typeof changePhoneBodySchema>;

/** POST account send-verify-phone. */
export const sendVerifyPhoneBodySchema = z.object({ phoneNumber: phoneSchema });

/** POST account check-verify-phone. */
export const checkVerifyPhoneBodySchema = z.object({
  code: twoFactorCodeSchema,
  phoneNumber: phoneSchema,
  userId: idSchema,
});

/** PUT account two-factor-setup. Enabling requires a verified phone (checked by the server). */
export const twoFactorSetupBodySchema = z.object({ userId: idSchema, twoFactorEnabled: z.boolean() });

/** PUT /notification/{organizationId}: per notification type, the chosen methods (none = off). */
export const notificationSettingsBodySchema = z.object({
  settings: z
    .array(
      z.object({
        type: notificationTypeSchema,
        method: z.array(notificationMethodSchema).max(2),
      }),
    )
    .max(50),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;
