import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The organization an invitation is sent for, with its owner (who, with admins, may invite). */
export async function findInvitingOrganization(db: Kysely<DB>, organizationId: string) {
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'owner_user_id'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
}
