import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export async function findAccount(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'status', 'organization_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Sets the status and ends every session of the user in one transaction, so no request can slip through between
 * the two. Reactivating also clears a lock from failed sign-ins. Answers how many sessions ended.
 */
export async function setAccountStatus(db: Kysely<DB>, userId: string, status: 'ACTV' | 'DEAC') {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set(status === 'ACTV' ? { status, locked_until: null, failed_login_count: 0 } : { status })
      .where('id', '=', userId)
      .execute();
    if (status !== 'DEAC') return 0;
    const ended = await trx.deleteFrom('user_session').where('user_id', '=', userId).executeTakeFirst();
    return Number(ended.numDeletedRows);
  });
}

export async function findAccountSummary(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('organization as o', 'o.id', 'u.organization_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.status',
      'u.is_patient',
      'u.healco_admin',
      'u.provider_role',
      'u.organization_id',
      'o.name as organization_name',
      'u.created_on',
      'u.last_login',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
