import { type ChangePasswordBody, SECURITY } from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { numericCode, safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import * as authRepo from '../auth/account-security.ts';
import {
  emailChangeRequestedMessage,
  passwordChangedMessage,
  updateEmailMessage,
} from '../auth/auth.emails.ts';
import { AUTH_POLICY, HOURS, MINUTES } from '../auth/auth.policy.ts';
import { issueKey } from '../auth/auth.service.ts';
import * as repo from './accounts.repository.ts';

/** Security settings act on the caller's own account only; another id is answered as not found. */
async function ownAccount(ctx: RequestContext, userId: string) {
  if (ctx.actor?.userId !== userId) throw new AppError('NOT_FOUND');
  const user = await authRepo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function securityProfile(ctx: RequestContext, userId: string) {
  const user = await ownAccount(ctx, userId);
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    isPhoneVerified: user.is_phone_verified,
    twoFactorEnabled: user.two_factor_enabled,
  };
}

/**
 * Sends the confirmation link to the NEW address, so the change proves it: the account moves, and the address is
 * marked verified, only when that link is followed (/verify-update-email). The current address is told at once,
 * with a way to stop it, and again once the change is done.
 */
export async function changeEmail(
  ctx: RequestContext,
  body: { userId: string; email: string; currentEmail: string },
) {
  const user = await ownAccount(ctx, body.userId);
  if (user.email.toLowerCase() !== body.currentEmail.toLowerCase())
    throw badRequest(SECURITY.emailDoesNotMatchAccount);
  if (user.email.toLowerCase() === body.email.toLowerCase()) throw badRequest(SECURITY.emailSameAsCurrent);
  if (await authRepo.emailTaken(ctx.db, body.email)) throw new AppError('DUPLICATE_EMAIL');
  const key = await issueKey(ctx, user.id, 'UPDATE_EMAIL', AUTH_POLICY.updateEmailHours * HOURS, body.email);
  const link = `${ctx.config.publicUrl}/verify-update-email?verificationKey=${key}`;
  try {
    await ctx.ports.mailer.send(updateEmailMessage(body.email, user.first_name, link));
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_EMAIL_VERIFICATION', undefined, { cause: error });
  }
  await ctx.ports.mailer
    .send(
      emailChangeRequestedMessage(
        user.email,
        user.first_name,
        body.email,
        `${ctx.config.publicUrl}/forgot-password`,
      ),
    )
    .catch(() => undefined);
  await ctx.audit({
    eventCode: 'EMCH',
    entityType: 'user',
    entityId: user.id,
    details: { requested: body.email },
  });
}

export async function changePassword(ctx: RequestContext, body: ChangePasswordBody, osHint: string) {
  const user = await ownAccount(ctx, body.userId);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw badRequest('Your current password is not correct.');
  }
  await repo.setPassword(ctx.db, user.id, await hashPassword(body.password));
  // Other browsers signed in with the old password are signed out; this one stays.
  await authRepo.deleteUserSessions(ctx.db, user.id, ctx.sessionIdHash ?? undefined);
  const located = await ctx.ports.ipGeo.locate(ctx.ip);
  const clientInformation = {
    ip: ctx.ip,
    approximateLocation: located.approximateLocation,
    os: body.clientInformation?.os || osHint,
    geometry: located.geometry,
  };
  await ctx.audit({
    eventCode: 'PWCH',
    entityType: 'user',
    entityId: user.id,
    details: { clientInformation },
  });
  await ctx.ports.mailer
    .send(
      passwordChangedMessage(user.email, user.first_name, {
        when: new Date().toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' }),
        ip: clientInformation.ip,
        location: clientInformation.approximateLocation,
        os: clientInformation.os,
      }),
    )
    .catch(() => undefined);
  return clientInformation;
}

async function sendPhoneCode(ctx: RequestContext, userId: string, phone: string, enableTwoFactor: boolean) {
  const code = numericCode(6);
  const id = newId();
  const now = new Date();
  await authRepo.retireCodes(ctx.db, userId, 'VERIFY_PHONE', now);
  await authRepo.insertCode(ctx.db, {
    id,
    userId,
    purpose: 'VERIFY_PHONE',
    codeHash: sha256(`${id}:${code}`),
    phone,
    enableTwoFactor,
    expiresAt: new Date(now.getTime() + AUTH_POLICY.codeMinutes * MINUTES),
  });
  try {
    await ctx.ports.sms.send(phone, `Your Carespace verification code is ${code}. It expires in 10 minutes.`);
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_TEXT', undefined, { cause: error });
  }
}

/** A new phone starts unverified with two-factor off; the chosen two-factor turns on once it is verified. */
export async function changePhone(
  ctx: RequestContext,
  body: { userId: string; phone: string; twoFactor: boolean },
) {
  const user = await ownAccount(ctx, body.userId);
  if (user.phone === body.phone) throw badRequest(SECURITY.phoneSameAsCurrent);
  await repo.setUnverifiedPhone(ctx.db, user.id, body.phone);
  await ctx.audit({ eventCode: 'PHCH', entityType: 'user', entityId: user.id });
  if (user.two_factor_enabled) await ctx.audit({ eventCode: 'TFAD', entityType: 'user', entityId: user.id });
  await sendPhoneCode(ctx, user.id, body.phone, body.twoFactor);
}

export async function sendVerifyPhone(ctx: RequestContext, userId: string, phoneNumber: string) {
  const user = await ownAccount(ctx, userId);
  if (user.phone !== phoneNumber) throw badRequest('This is not the phone number on your account.');
  if (user.is_phone_verified) return;
  const pending = await authRepo.findLiveCode(ctx.db, user.id, 'VERIFY_PHONE', new Date());
  await sendPhoneCode(ctx, user.id, phoneNumber, pending?.enable_two_factor ?? false);
}

export async function checkVerifyPhone(
  ctx: RequestContext,
  body: { userId: string; code: string; phoneNumber: string },
) {
  const user = await ownAccount(ctx, body.userId);
  const now = new Date();
  const pending = await authRepo.findLiveCode(ctx.db, user.id, 'VERIFY_PHONE', now);
  const invalid = 'That code is not correct or has expired. Please request a new code.';
  if (!pending || pending.phone !== body.phoneNumber || pending.attempts >= AUTH_POLICY.codeAttempts) {
    throw badRequest(invalid);
  }
  if (!safeEqualHex(pending.code_hash, sha256(`${pending.id}:${body.code}`))) {
    await authRepo.countCodeAttempt(ctx.db, pending.id);
    throw badRequest(invalid);
  }
  if (!(await authRepo.useCode(ctx.db, pending.id, now))) throw badRequest(invalid);
  await repo.markPhoneVerified(ctx.db, user.id, body.phoneNumber, pending.enable_two_factor);
  await ctx.audit({ eventCode: 'PHVR', entityType: 'user', entityId: user.id });
  if (pending.enable_two_factor)
    await ctx.audit({ eventCode: 'TFAE', entityType: 'user', entityId: user.id });
}

export async function setTwoFactor(ctx: RequestContext, body: { userId: string; twoFactorEnabled: boolean }) {
  const user = await ownAccount(ctx, body.userId);
  if (body.twoFactorEnabled && !user.is_phone_verified) {
    throw badRequest('Please verify your phone number before turning on two-factor authentication.');
  }
  if (user.two_factor_enabled === body.twoFactorEnabled) return;
  await repo.setTwoFactorEnabled(ctx.db, user.id, body.twoFactorEnabled);
  await ctx.audit({
    eventCode: body.twoFactorEnabled ? 'TFAE' : 'TFAD',
    entityType: 'user',
    entityId: user.id,
  });
}
