import { type Insertable, type Kysely, sql } from 'kysely';
import type { AppUserTable, DB, OneTimeCodeTable, VerificationKeyTable } from '../../db/types.ts';

export type KeyPurpose = VerificationKeyTable['purpose'];
export type CodePurpose = OneTimeCodeTable['purpose'];

const userColumns = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'status',
  'is_patient',
  'healco_admin',
  'provider_role',
  'organization_id',
  'is_email_verified',
  'is_phone_verified',
  'two_factor_enabled',
  'failed_login_count',
  'locked_until',
] as const;

export async function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('app_user')
    .select(userColumns)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom('app_user').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The practice a new provider owns from the start; its address is left empty unless given. */
export interface OwnedOrganization {
  id: string;
  name: string;
  email: string;
  phone: string;
  address?: { lineOne: string; city: string; usState: string; zipcode: string };
}

/** A user row as it is first stored: by sign-up and the demo accounts (insertAccount), and by an invitation. */
export async function insertUser(db: Kysely<DB>, row: Insertable<AppUserTable>): Promise<void> {
  await db.insertInto('app_user').values(row).execute();
}

/**
 * Inserts a new account: the user and, when they own a practice, its organization (owned by the user once the
 * user exists). Sign-up and the demo accounts are both made here; the caller holds the transaction.
 */
export async function insertAccount(
  db: Kysely<DB>,
  user: Omit<Insertable<AppUserTable>, 'organization_id'>,
  organization: OwnedOrganization | null,
): Promise<void> {
  if (organization) {
    await db
      .insertInto('organization')
      .values({
        id: organization.id,
        name: organization.name,
        email: organization.email,
        phone: organization.phone,
        website: null,
        fax: null,
        ein: null,
        address_line_one: organization.address?.lineOne ?? null,
        address_line_two: null,
        city: organization.address?.city ?? null,
        us_state: organization.address?.usState ?? null,
        zipcode: organization.address?.zipcode ?? null,
        owner_user_id: null,
      })
      .execute();
  }
  await insertUser(db, { ...user, organization_id: organization?.id ?? null });
  if (organization) {
    await db
      .updateTable('organization')
      .set({ owner_user_id: user.id })
      .where('id', '=', organization.id)
      .execute();
  }
}

/** Lifts a lock set by the old failed-sign-in rule (wrong passwords now slow sign-ins down instead). */
export async function unlockUser(db: Kysely<DB>, userId: string) {
  await db
    .updateTable('app_user')
    .set({ status: 'ACTV', locked_until: null, failed_login_count: 0 })
    .where('id', '=', userId)
    .where('status', '=', 'LOCK')
    .execute();
}

export async function recordSuccessfulLogin(db: Kysely<DB>, userId: string, at: Date) {
  await db
    .updateTable('app_user')
    .set({ failed_login_count: 0, last_login: at })
    .where('id', '=', userId)
    .execute();
}

export async function insertVerificationKey(
  db: Kysely<DB>,
  row: { keyHash: string; userId: string; purpose: KeyPurpose; expiresAt: Date; newEmail?: string | null },
) {
  await db
    .insertInto('verification_key')
    .values({
      key_hash: row.keyHash,
      user_id: row.userId,
      purpose: row.purpose,
      expires_at: row.expiresAt,
      new_email: row.newEmail ?? null,
    })
    .execute();
}

export async function findVerificationKey(db: Kysely<DB>, keyHash: string, purpose: KeyPurpose) {
  return db
    .selectFrom('verification_key')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks a key used; false when another request used it first (single use under concurrency). */
export async function useVerificationKey(db: Kysely<DB>, keyHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('verification_key')
    .set({ used_at: at })
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A newer key of the same purpose replaces the older ones (only the latest emailed link works). */
export async function retireVerificationKeys(db: Kysely<DB>, userId: string, purpose: KeyPurpose, at: Date) {
  await db
    .updateTable('verification_key')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Kysely<DB>,
  row: {
    id: string;
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    phone: string;
    challengeHash?: string | null;
    enableTwoFactor?: boolean;
    expiresAt: Date;
  },
) {
  await db
    .insertInto('one_time_code')
    .values({
      id: row.id,
      user_id: row.userId,
      purpose: row.purpose,
      code_hash: row.codeHash,
      phone: row.phone,
      challenge_hash: row.challengeHash ?? null,
      enable_two_factor: row.enableTwoFactor ?? false,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The newest unused, unexpired code of a purpose for a user. */
export async function findLiveCode(db: Kysely<DB>, userId: string, purpose: CodePurpose, now: Date) {
  return db
    .selectFrom('one_time_code')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countCodeAttempt(db: Kysely<DB>, id: string) {
  await db
    .updateTable('one_time_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function useCode(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function retireCodes(db: Kysely<DB>, userId: string, purpose: CodePurpose, at: Date) {
  await db
    .updateTable('one_time_code')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
