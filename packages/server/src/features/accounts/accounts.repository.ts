import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The security settings a user changes on their own account: password, phone and two-factor sign-in. */

export async function setPassword(db: Kysely<DB>, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, password_changed_on: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** A new phone starts unverified, and two-factor sign-in (which texts it) is off until it is verified. */
export async function setUnverifiedPhone(db: Kysely<DB>, userId: string, phone: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ phone, is_phone_verified: false, two_factor_enabled: false })
    .where('id', '=', userId)
    .execute();
}

/** Marks the phone verified (only if it is still the one the code was sent to), turning two-factor on if asked. */
export async function markPhoneVerified(
  db: Kysely<DB>,
  userId: string,
  phone: string,
  enableTwoFactor: boolean,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ is_phone_verified: true, ...(enableTwoFactor ? { two_factor_enabled: true } : {}) })
    .where('id', '=', userId)
    .where('phone', '=', phone)
    .execute();
}

export async function setTwoFactorEnabled(db: Kysely<DB>, userId: string, enabled: boolean): Promise<void> {
  await db.updateTable('app_user').set({ two_factor_enabled: enabled }).where('id', '=', userId).execute();
}
