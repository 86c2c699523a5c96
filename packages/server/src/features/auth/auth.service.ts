import {
  HOME_SIGNUP_REASON,
  HOME_USER_TYPE,
  type Identity,
  type PatientSignupBody,
  type ProviderSignupBody,
  SIGN_IN,
  waitPhrase,
} from '@carespace/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { maskPhone, numericCode, safeEqualHex, sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import {
  emailChangedMessage,
  inviteMessage,
  resetPasswordMessage,
  signInThrottledMessage,
  verifyEmailMessage,
} from './auth.emails.ts';
import { AUTH_POLICY, HOURS, MINUTES } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { identityOf } from './identity.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { deleteUserSessions } from './session.repository.ts';

// Verifying against a real hash when the email is unknown keeps both answers equally slow: the response time
// must not reveal whether an account exists.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword(newSecret(24));
  return dummyHash;
};

const link = (ctx: RequestContext, path: string, key: string) =>
  `${ctx.config.publicUrl}${path}?verificationKey=${encodeURIComponent(key)}`;

/**
 * Creates a single-use 64-character key for an emailed link and retires older keys of the same purpose, so only
 * the newest link works. Returns the key itself; only its hash is stored.
 */
export async function issueKey(
  ctx: RequestContext,
  userId: string,
  purpose: repo.KeyPurpose,
  lifetimeMs: number,
  newEmail?: string,
): Promise<string> {
  const key = newSecret(64);
  const now = new Date();
  await repo.retireVerificationKeys(ctx.db, userId, purpose, now);
  await repo.insertVerificationKey(ctx.db, {
    keyHash: sha256(key),
    userId,
    purpose,
    newEmail: newEmail ?? null,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return key;
}

async function sendVerification(
  ctx: RequestContext,
  user: { id: string; email: string; first_name: string },
) {
  const key = await issueKey(ctx, user.id, 'VERIFY_EMAIL', AUTH_POLICY.verifyEmailHours * HOURS);
  try {
    await ctx.ports.mailer.send(
      verifyEmailMessage(user.email, user.first_name, link(ctx, '/verify-email', key)),
    );
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_EMAIL_VERIFICATION', undefined, { cause: error });
  }
}

// ---- sign-up ----

interface NewAccount {
  kind: 'patient' | 'provider';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  /** Providers own a practice from the start. */
  organizationName?: string;
  signupReason?: string | null;
  userType: string;
  /** The address was already proven (a mailed code), so no verification link is needed. */
  emailVerified?: boolean;
}

/**
 * Creates the user (and for providers the organization they own), audits it, and emails the verification link
 * unless the address is already proven. Returns the new user's id.
 */
async function createAccount(ctx: RequestContext, account: NewAccount): Promise<string> {
  if (await repo.emailTaken(ctx.db, account.email)) throw new AppError('DUPLICATE_EMAIL');
  const userId = newId();
  const organizationId = account.organizationName ? newId() : null;
  const passwordHash = await hashPassword(account.password);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (organizationId) {
        await trx
          .insertInto('organization')
          .values({
            id: organizationId,
            name: account.organizationName!,
            email: account.email,
            phone: account.phone,
            website: null,
            fax: null,
            ein: null,
            address_line_one: null,
            address_line_two: null,
            city: null,
            us_state: null,
            zipcode: null,
            owner_user_id: null,
          })
          .execute();
      }
      await trx
        .insertInto('app_user')
        .values({
          id: userId,
          email: account.email,
          password_hash: passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: account.phone,
          is_patient: account.kind === 'patient',
          provider_role: account.kind === 'provider' ? 'STAN' : null,
          organization_id: organizationId,
          signup_reason: account.signupReason ?? null,
          user_type: account.userType,
          is_email_verified: account.emailVerified ?? false,
        })
        .execute();
      if (organizationId) {
        await trx
          .updateTable('organization')
          .set({ owner_user_id: userId })
          .where('id', '=', organizationId)
          .execute();
      }
    });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides, and the loser is told plainly.
    if (await repo.emailTaken(ctx.db, account.email)) throw new AppError('DUPLICATE_EMAIL');
    throw new AppError('UNABLE_TO_CREATE_ACCOUNT', undefined, { cause: error });
  }
  await ctx.audit({
    eventCode: 'ACCR',
    userId,
    entityType: 'user',
    entityId: userId,
    details: { kind: account.kind, emailVerified: account.emailVerified ?? false },
  });
  if (!account.emailVerified) {
    await sendVerification(ctx, { id: userId, email: account.email, first_name: account.firstName });
  }
  return userId;
}

/**
 * Returns the new patient's id. An account made here starts unverified and cannot sign in until the emailed
 * link is followed; the questionnaire's in-flow sign-up passes `emailVerified` once its mailed code is checked.
 */
export function signUpPatient(
  ctx: RequestContext,
  body: PatientSignupBody,
  options: { emailVerified?: boolean } = {},
): Promise<string> {
  const { firstName, lastName, email, phone, password } = body;
  return createAccount(ctx, {
    firstName,
    lastName,
    email,
    phone,
    password,
    kind: 'patient',
    userType: 'PTNT',
    emailVerified: options.emailVerified ?? false,
  });
}

export function signUpProvider(ctx: RequestContext, body: ProviderSignupBody): Promise<string> {
  return createAccount(ctx, {
    ...body,
    kind: 'provider',
    signupReason: body.signupReason ? HOME_SIGNUP_REASON[body.signupReason] : null,
    userType: body.userType ? HOME_USER_TYPE[body.userType] : 'PROV',
  });
}

// ---- sign-in ----

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

/** Looks a key up and uses it once; unknown or used → RESET_LINK_INVALID, expired → the given code. */
async function consumeKey(
  ctx: RequestContext,
  key: string,
  purpose: repo.KeyPurpose,
  expiredCode: 'RESET_LINK_EXPIRED' | 'VERIFICATION_LINK_EXPIRED',
) {
  const keyHash = sha256(key);
  const row = await repo.findVerificationKey(ctx.db, keyHash, purpose);
  if (!row || row.used_at) throw new AppError('RESET_LINK_INVALID');
  const now = new Date();
  if (new Date(row.expires_at) <= now) throw new AppError(expiredCode);
  if (!(await repo.useVerificationKey(ctx.db, keyHash, now))) throw new AppError('RESET_LINK_INVALID');
  return row;
}

export async function verifyEmail(ctx: RequestContext, key: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'VERIFY_EMAIL', 'VERIFICATION_LINK_EXPIRED');
  await ctx.db
    .updateTable('app_user')
    .set({ is_email_verified: true })
    .where('id', '=', row.user_id)
    .execute();
  await ctx.audit({ eventCode: 'EMVR', userId: row.user_id, entityType: 'user', entityId: row.user_id });
}

export async function verifyUpdatedEmail(ctx: RequestContext, key: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'UPDATE_EMAIL', 'VERIFICATION_LINK_EXPIRED');
  if (!row.new_email) throw new AppError('RESET_LINK_INVALID');
  if (await repo.emailTaken(ctx.db, row.new_email)) throw new AppError('DUPLICATE_EMAIL');
  const before = await repo.findUserById(ctx.db, row.user_id);
  // The link was mailed to the new address, so following it proves that address.
  await ctx.db
    .updateTable('app_user')
    .set({ email: row.new_email, is_email_verified: true })
    .where('id', '=', row.user_id)
    .execute();
  await ctx.audit({
    eventCode: 'EMCH',
    userId: row.user_id,
    entityType: 'user',
    entityId: row.user_id,
    details: { from: before?.email, to: row.new_email },
  });
  if (before) {
    await ctx.ports.mailer
      .send(emailChangedMessage(before.email, before.first_name, row.new_email, ctx.config.supportEmail))
      .catch(() => undefined);
  }
}

/** Always answers the same way, whether or not the email belongs to an account. */
export async function requestPasswordReset(ctx: RequestContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.status === 'DEAC') return;
  const key = await issueKey(ctx, user.id, 'RESET_PASSWORD', AUTH_POLICY.resetPasswordMinutes * MINUTES);
  await ctx.audit({ eventCode: 'PWRQ', userId: user.id, entityType: 'user', entityId: user.id });
  try {
    await ctx.ports.mailer.send(
      resetPasswordMessage(user.email, user.first_name, link(ctx, '/reset-password', key)),
    );
  } catch (error) {
    throw new AppError('UNABLE_TO_SEND_RESET_PASSWORD_EMAIL', undefined, { cause: error });
  }
}

/**
 * Sets the new password and ends every session of the user: whoever had the old password is out. It is also how
 * an owner whose sign-ins are being slowed down gets in at once: the run of failures on the address ends, and a
 * pending change of email (perhaps asked for by whoever had the password) is cancelled.
 */
export async function resetPassword(
  ctx: RequestContext,
  key: string,
  password: string,
  throttle: LoginThrottle,
): Promise<void> {
  const row = await consumeKey(ctx, key, 'RESET_PASSWORD', 'RESET_LINK_EXPIRED');
  const passwordHash = await hashPassword(password);
  const now = new Date();
  let email: string | undefined;
  try {
    const updated = await ctx.db
      .updateTable('app_user')
      .set({
        password_hash: passwordHash,
        password_changed_on: now,
        // Following the emailed link proves the address.
        is_email_verified: true,
        failed_login_count: 0,
        locked_until: null,
      })
      .where('id', '=', row.user_id)
      .returning('email')
      .executeTakeFirst();
    email = updated?.email;
    // A lock left by the old failed-sign-in rule.
    await ctx.db
      .updateTable('app_user')
      .set({ status: 'ACTV' })
      .where('id', '=', row.user_id)
      .where('status', '=', 'LOCK')
      .execute();
    await repo.retireVerificationKeys(ctx.db, row.user_id, 'UPDATE_EMAIL', now);
    await deleteUserSessions(ctx.db, row.user_id);
    if (email) await throttle.clear(email);
  } catch (error) {
    throw new AppError('UNABLE_TO_RESET_PASSWORD', undefined, { cause: error });
  }
  await ctx.audit({ eventCode: 'PWRS', userId: row.user_id, entityType: 'user', entityId: row.user_id });
}

// ---- organization invitations (/welcome) ----

export async function inviteToOrganization(
  ctx: RequestContext,
  inviterId: string,
  body: { firstName: string; lastName: string; email: string },
): Promise<void> {
  const inviter = await repo.findUserById(ctx.db, inviterId);
  if (!inviter?.organization_id) throw new AppError('FORBIDDEN');
  const organization = await ctx.db
    .selectFrom('organization')
    .select(['id', 'name', 'owner_user_id'])
    .where('id', '=', inviter.organization_id)
    .executeTakeFirstOrThrow();
  if (organization.owner_user_id !== inviter.id && !inviter.healco_admin) throw new AppError('FORBIDDEN');
  if (await repo.emailTaken(ctx.db, body.email)) throw new AppError('DUPLICATE_EMAIL');
  const userId = newId();
  await ctx.db
    .insertInto('app_user')
    .values({
      id: userId,
      email: body.email,
      password_hash: null,
      first_name: body.firstName,
      last_name: body.lastName,
      phone: null,
      provider_role: 'STAN',
      organization_id: organization.id,
      signup_reason: null,
      user_type: 'PROV',
    })
    .execute();
  const key = await issueKey(ctx, userId, 'INVITE', AUTH_POLICY.inviteDays * 24 * HOURS);
  await ctx.audit({
    eventCode: 'ACCR',
    userId: inviterId,
    entityType: 'user',
    entityId: userId,
    details: { invited: true },
  });
  await ctx.ports.mailer.send(
    inviteMessage(
      body.email,
      body.firstName,
      organization.name,
      `${inviter.first_name} ${inviter.last_name}`,
      link(ctx, '/welcome', key),
    ),
  );
}

export async function acceptInvitation(ctx: RequestContext, key: string, password: string): Promise<void> {
  const row = await consumeKey(ctx, key, 'INVITE', 'RESET_LINK_EXPIRED');
  await ctx.db
    .updateTable('app_user')
    .set({
      password_hash: await hashPassword(password),
      is_email_verified: true,
      password_changed_on: new Date(),
    })
    .where('id', '=', row.user_id)
    .execute();
  await ctx.audit({
    eventCode: 'PWCH',
    userId: row.user_id,
    entityType: 'user',
    entityId: row.user_id,
    details: { via: 'invitation' },
  });
}
