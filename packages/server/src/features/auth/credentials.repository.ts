import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The changes to a user's password and email that a followed link (invitation, reset, verification) makes. */

/** The invited user's first password; the invitation was mailed, so the address is proven. */
export async function setInvitedPassword(
  db: Kysely<DB>,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, is_email_verified: true, password_changed_on: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * The new password from a reset link, which also proves the address and ends the run of failed sign-ins.
 * Returns the user's email, or undefined when there is no such user.
 */
export async function setResetPassword(
  db: Kysely<DB>,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<string | undefined> {
  const updated = await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      password_changed_on: at,
      is_email_verified: true,
      failed_login_count: 0,
      locked_until: null,
    })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirst();
  return updated?.email;
}

/** Lifts a lock left by the old failed-sign-in rule, and only such a lock. */
export async function reopenLockedUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ status: 'ACTV' })
    .where('id', '=', userId)
    .where('status', '=', 'LOCK')
    .execute();
}

export async function markEmailVerified(db: Kysely<DB>, userId: string): Promise<void> {
  await db.updateTable('app_user').set({ is_email_verified: true }).where('id', '=', userId).execute();
}

/** The user's new address, proven by the link mailed to it. */
export async function setVerifiedEmail(db: Kysely<DB>, userId: string, email: string): Promise<void> {
  await db.updateTable('app_user').set({ email, is_email_verified: true }).where('id', '=', userId).execute();
}
