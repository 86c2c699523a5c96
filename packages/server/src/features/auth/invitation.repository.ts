import type { Insertable, Kysely } from 'kysely';
import type { AppUserTable, DB } from '../../db/types.ts';

/** The rows an invitation makes: the invited user, in the practice that invites them. */

export async function insertUser(db: Kysely<DB>, row: Insertable<AppUserTable>): Promise<void> {
  await db.insertInto('app_user').values(row).execute();
}

/** The organization an invitation is sent for, with its owner (who, with admins, may invite). */
export async function findInvitingOrganization(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'owner_user_id'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}
