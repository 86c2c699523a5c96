import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { AppUserTable, DB, OrganizationTable } from '../../db/types.ts';

export type OrganizationRow = Selectable<OrganizationTable>;

/** The profile's list tables and the column holding the code. */
export const PROFILE_LISTS = {
  language: { table: 'user_language', column: 'language' },
  insurance: { table: 'provider_insurance', column: 'insurance' },
  licensedState: { table: 'provider_licensed_state', column: 'us_state' },
  specialty: { table: 'provider_specialty', column: 'specialty' },
} as const;
export type ProfileList = keyof typeof PROFILE_LISTS;

/** A user's row with the date of birth as 'YYYY-MM-DD' text, so no time zone can move the day. */
export async function findProfileUser(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth_text'))
    .where('id', '=', userId)
    .executeTakeFirst();
}
export type ProfileUserRow = NonNullable<Awaited<ReturnType<typeof findProfileUser>>>;

export async function findOrganization(db: Kysely<DB>, id: string): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The four list fields of a profile, each in its stored order (alphabetical by code). */
export async function readLists(db: Kysely<DB>, userId: string): Promise<Record<ProfileList, string[]>> {
  const [language, insurance, licensedState, specialty] = await Promise.all([
    db
      .selectFrom('user_language')
      .select('language as code')
      .where('user_id', '=', userId)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('provider_insurance')
      .select('insurance as code')
      .where('user_id', '=', userId)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('provider_licensed_state')
      .select('us_state as code')
      .where('user_id', '=', userId)
      .orderBy('code')
      .execute(),
    db
      .selectFrom('provider_specialty')
      .select('specialty as code')
      .where('user_id', '=', userId)
      .orderBy('code')
      .execute(),
  ]);
  const codes = (rows: { code: string }[]) => rows.map((row) => row.code);
  return {
    language: codes(language),
    insurance: codes(insurance),
    licensedState: codes(licensedState),
    specialty: codes(specialty),
  };
}

/** Replaces one list of a user (inside the caller's transaction). */
export async function replaceList(
  db: Kysely<DB>,
  userId: string,
  list: ProfileList,
  codes: readonly string[],
) {
  const { table, column } = PROFILE_LISTS[list];
  await db.deleteFrom(table).where('user_id', '=', userId).execute();
  if (codes.length === 0) return;
  await db
    .insertInto(table)
    .values(codes.map((code) => ({ user_id: userId, [column]: code }) as never))
    .execute();
}

export type ProfileColumns = Updateable<AppUserTable>;

export async function updateUserColumns(db: Kysely<DB>, userId: string, columns: ProfileColumns) {
  if (Object.keys(columns).length === 0) return;
  await db.updateTable('app_user').set(columns).where('id', '=', userId).execute();
}

/** The practice's logo: a stored file's id, or null for its initials. */
export async function setOrganizationLogo(db: Kysely<DB>, organizationId: string, fileId: string | null) {
  await db
    .updateTable('organization')
    .set({ profile_pic: fileId })
    .where('id', '=', organizationId)
    .execute();
}

/** jsonb comes back parsed from PostgreSQL; a text list is also accepted for safety. */
export function jsonList(value: unknown): string[] {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

export async function findLogo(db: Kysely<DB>, id: string | null) {
  if (!id) return undefined;
  return db
    .selectFrom('stored_file')
    .select(['id', 'file_name', 'owner_user_id'])
    .where('folder', '=', 'logos')
    .where('id', '=', id)
    .executeTakeFirst();
}
