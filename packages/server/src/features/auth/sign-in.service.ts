import { type Identity, SIGN_IN, waitPhrase } from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { maskPhone, numericCode, safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { signInThrottledMessage } from './auth.emails.ts';
import { AUTH_POLICY, MINUTES } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { sendVerification, timingDummy } from './auth-keys.ts';
import { identityOf } from './identity.ts';
import type { LoginThrottle } from './login-throttle.ts';

export type LoginOutcome =
  | { kind: 'signedIn'; userId: string }
  | { kind: 'twoFactor'; userId: string; phoneNumber: string; challengeToken: string }
  /** Too many unsuccessful attempts on this email: nothing was checked; the caller must wait this long. */
  | { kind: 'throttled'; retryAfterMs: number; message: string };

/**
 * Password sign-in. The answer to a wrong password is the same whatever the account's state (active,
 * deactivated, unverified, or no account at all), in the same time; only the right password learns the state.
 * Wrong passwords never lock the account: they slow further attempts on the email down (LoginThrottle), and a
 * reset link always gets the owner in.
 */
export async function logIn(
  ctx: RequestContext,
  email: string,
  password: string,
  throttle: LoginThrottle,
): Promise<LoginOutcome> {
  const gate = await throttle.begin(email, new Date());
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!gate.allowed) {
    await ctx.audit({
      eventCode: 'LGFL',
      userId: user?.id ?? null,
      details: { reason: 'throttled', retryAfterMs: gate.retryAfterMs },
    });
    return {
      kind: 'throttled',
      retryAfterMs: gate.retryAfterMs,
      message: SIGN_IN.throttled(waitPhrase(gate.retryAfterMs)),
    };
  }
  let passwordOk = false;
  if (user?.password_hash) passwordOk = await verifyPassword(user.password_hash, password);
  // Verifying against a real hash when there is no account keeps both answers equally slow.
  else await verifyPassword(await timingDummy(), password);
  if (!user || !passwordOk) {
    await ctx.audit({
      eventCode: 'LGFL',
      userId: user?.id ?? null,
      details: { reason: user ? 'wrong password' : 'unknown email', failures: gate.failures },
    });
    // Not awaited: the answer must take as long as for an address without an account.
    if (user && gate.failures === AUTH_POLICY.freeFailures) void noticeThrottling(ctx, user);
    throw new AppError('INCORRECT_PASSWORD');
  }
  // The right password ends the run of failures, whatever the account's state turns out to be.
  await throttle.clear(email);
  if (user.status === 'LOCK' && user.locked_until) {
    // A lock from the old failed-sign-in rule (set by a process still running it): the right password lifts it.
    await repo.unlockUser(ctx.db, user.id);
    user.status = 'ACTV';
  }
  if (user.status !== 'ACTV') {
    await ctx.audit({ eventCode: 'LGFL', userId: user.id, details: { reason: `status ${user.status}` } });
    throw new AppError('DEACTIVATED_ACCOUNT');
  }
  if (!user.is_email_verified) {
    await ctx.audit({ eventCode: 'LGFL', userId: user.id, details: { reason: 'unverified email' } });
    await sendVerification(ctx, user);
    throw new AppError('UNVERIFIED_EMAIL');
  }
  if (user.two_factor_enabled && user.is_phone_verified && user.phone) {
    const challengeToken = newSecret(43);
    await sendLoginCode(ctx, user, sha256(challengeToken));
    return { kind: 'twoFactor', userId: user.id, phoneNumber: maskPhone(user.phone), challengeToken };
  }
  await completeLogin(ctx, user.id);
  return { kind: 'signedIn', userId: user.id };
}

/** Tells the owner once, when attempts start to be slowed down, and how to get in at once. */
async function noticeThrottling(ctx: RequestContext, user: repo.UserRow) {
  if (user.status !== 'ACTV') return;
  await ctx
    .audit({
      eventCode: 'LGTH',
      userId: user.id,
      entityType: 'user',
      entityId: user.id,
      details: { failures: AUTH_POLICY.freeFailures },
    })
    .catch(() => undefined);
  await ctx.ports.mailer
    .send(signInThrottledMessage(user.email, user.first_name, `${ctx.config.publicUrl}/forgot-password`))
    .catch(() => undefined);
}

/** Records a successful sign-in (last login and the LGIN audit row); the caller then starts the session. */
export async function completeLogin(ctx: RequestContext, userId: string) {
  let lastLoginUpdated = true;
  try {
    await repo.recordSuccessfulLogin(ctx.db, userId, new Date());
  } catch {
    // UNABLE_TO_UPDATE_LAST_LOGIN is hidden from users: the sign-in itself stands, the audit row says what failed.
    lastLoginUpdated = false;
  }
  await ctx.audit({
    eventCode: 'LGIN',
    userId,
    entityType: 'user',
    entityId: userId,
    details: lastLoginUpdated ? null : { warning: 'UNABLE_TO_UPDATE_LAST_LOGIN' },
  });
}

async function sendLoginCode(ctx: RequestContext, user: repo.UserRow, challengeHash: string) {
  const code = numericCode(6);
  const id = newId();
  const now = new Date();
  await repo.retireCodes(ctx.db, user.id, 'LOGIN', now);
  await repo.insertCode(ctx.db, {
    id,
    userId: user.id,
    purpose: 'LOGIN',
    codeHash: sha256(`${id}:${code}`),
    phone: user.phone!,
    challengeHash,
    expiresAt: new Date(now.getTime() + AUTH_POLICY.codeMinutes * MINUTES),
  });
  try {
    await ctx.ports.sms.send(
      user.phone!,
      `Your Carespace sign-in code is ${code}. It expires in 10 minutes.`,
    );
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_TEXT', undefined, { cause: error });
  }
}

/** Sends a fresh sign-in code to the registered phone (never to a number the caller supplies). */
export async function resendLoginCode(
  ctx: RequestContext,
  userId: string,
  challengeToken: string | undefined,
) {
  const user = await repo.findUserById(ctx.db, userId);
  const pending = user && (await repo.findLiveCode(ctx.db, user.id, 'LOGIN', new Date(0)));
  if (
    !user ||
    !pending ||
    !challengeToken ||
    !pending.challenge_hash ||
    !safeEqualHex(pending.challenge_hash, sha256(challengeToken))
  ) {
    throw new AppError('INVALID_2FA_AUTH');
  }
  await sendLoginCode(ctx, user, pending.challenge_hash);
}

/** Checks a sign-in code against the pending challenge of this browser; single use, 5 tries, 10 minutes. */
export async function submitLoginCode(
  ctx: RequestContext,
  userId: string,
  code: string,
  challengeToken: string | undefined,
): Promise<string> {
  const now = new Date();
  const pending = await repo.findLiveCode(ctx.db, userId, 'LOGIN', now);
  const challengeOk =
    pending?.challenge_hash && challengeToken && safeEqualHex(pending.challenge_hash, sha256(challengeToken));
  if (!pending || !challengeOk || pending.attempts >= AUTH_POLICY.codeAttempts) {
    await ctx.audit({ eventCode: 'TFAF', userId, details: { reason: 'no live challenge' } });
    throw new AppError('INVALID_2FA_AUTH');
  }
  if (!safeEqualHex(pending.code_hash, sha256(`${pending.id}:${code}`))) {
    await repo.countCodeAttempt(ctx.db, pending.id);
    await ctx.audit({ eventCode: 'TFAF', userId, details: { reason: 'wrong code' } });
    throw new AppError('INVALID_2FA_AUTH');
  }
  if (!(await repo.useCode(ctx.db, pending.id, now))) throw new AppError('INVALID_2FA_AUTH');
  const user = await repo.findUserById(ctx.db, userId);
  if (user?.status !== 'ACTV') throw new AppError('DEACTIVATED_ACCOUNT');
  await completeLogin(ctx, userId);
  return userId;
}

export async function identityFor(ctx: RequestContext, userId: string): Promise<Identity | null> {
  const user = await repo.findUserById(ctx.db, userId);
  return user && user.status === 'ACTV' ? identityOf(user) : null;
}

/**
 * The idle gate's password re-entry. Audited as a re-authentication: the ePHI session's own 'continued' row comes
 * from the continue-ePHI call the gate makes next, so an unlock is one EPHC row, not two.
 */
export async function securityCheck(ctx: RequestContext, userId: string, password: string): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.password_hash || !(await verifyPassword(user.password_hash, password))) {
    await ctx.audit({ eventCode: 'LGFL', userId, details: { reason: 'security check failed' } });
    throw badRequest('That password is not correct. Please try again.');
  }
  await ctx.audit({ eventCode: 'RAUT', userId });
}

// ---- emailed keys ----
