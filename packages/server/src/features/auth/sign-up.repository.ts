import type { Insertable, Kysely } from 'kysely';
import type { AppUserTable, DB, OrganizationTable } from '../../db/types.ts';

/** The rows a new account is made of: the user, and for a provider who signs up, the practice they own. */

export async function insertUser(db: Kysely<DB>, row: Insertable<AppUserTable>): Promise<void> {
  await db.insertInto('app_user').values(row).execute();
}

export async function insertOrganization(db: Kysely<DB>, row: Insertable<OrganizationTable>): Promise<void> {
  await db.insertInto('organization').values(row).execute();
}

export async function setOrganizationOwner(
  db: Kysely<DB>,
  organizationId: string,
  ownerUserId: string,
): Promise<void> {
  await db
    .updateTable('organization')
    .set({ owner_user_id: ownerUserId })
    .where('id', '=', organizationId)
    .execute();
}

/** The organization an invitation is sent for, with its owner (who, with admins, may invite). */
export async function findInvitingOrganization(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'owner_user_id'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}
