import { AppError } from '../../lib/app-error.ts';
import { newSecret } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { verifyEmailMessage } from './auth.emails.ts';
import { AUTH_POLICY, HOURS } from './auth.policy.ts';
import * as repo from './auth.repository.ts';

/** The keys of emailed links and the timing stand-in that sign-in and password reset share. */

// Verifying against a real hash when the email is unknown keeps both answers equally slow: the response time
// must not reveal whether an account exists.
let dummyHash: Promise<string> | undefined;
export const timingDummy = () => {
  dummyHash ??= hashPassword(newSecret(24));
  return dummyHash;
};

export const link = (ctx: RequestContext, path: string, key: string) =>
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

export async function sendVerification(
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

/** Looks a key up and uses it once; unknown or used → RESET_LINK_INVALID, expired → the given code. */
export async function consumeKey(
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
