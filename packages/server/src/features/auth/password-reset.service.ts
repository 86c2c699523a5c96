import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { resetPasswordMessage } from './auth.emails.ts';
import { AUTH_POLICY, MINUTES } from './auth.policy.ts';
import * as repo from './auth.repository.ts';
import { consumeKey, issueKey, link } from './auth-keys.ts';
import { reopenLockedUser, setResetPassword } from './credentials.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { deleteUserSessions } from './session.repository.ts';

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
    // Following the emailed link proves the address.
    email = await setResetPassword(ctx.db, row.user_id, passwordHash, now);
    // A lock left by the old failed-sign-in rule.
    await reopenLockedUser(ctx.db, row.user_id);
    await repo.retireVerificationKeys(ctx.db, row.user_id, 'UPDATE_EMAIL', now);
    await deleteUserSessions(ctx.db, row.user_id);
    if (email) await throttle.clear(email);
  } catch (error) {
    throw new AppError('UNABLE_TO_RESET_PASSWORD', undefined, { cause: error });
  }
  await ctx.audit({ eventCode: 'PWRS', userId: row.user_id, entityType: 'user', entityId: row.user_id });
}

// ---- organization invitations (/welcome) ----
