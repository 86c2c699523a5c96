import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface StoredSetting {
  type: string;
  email: boolean;
  phone: boolean;
}

export async function readSettings(db: Kysely<DB>, userId: string): Promise<StoredSetting[]> {
  return db
    .selectFrom('notification_setting')
    .select(['type', 'email', 'phone'])
    .where('user_id', '=', userId)
    .execute();
}

export async function readSetting(db: Kysely<DB>, userId: string, type: string) {
  return db
    .selectFrom('notification_setting')
    .select(['email', 'phone'])
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .executeTakeFirst();
}

export async function upsertSettings(db: Kysely<DB>, userId: string, settings: readonly StoredSetting[]) {
  if (settings.length === 0) return;
  await db
    .insertInto('notification_setting')
    .values(settings.map((setting) => ({ user_id: userId, ...setting, updated_on: new Date() })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'type']).doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        phone: eb.ref('excluded.phone'),
        updated_on: eb.ref('excluded.updated_on'),
      })),
    )
    .execute();
}

/** Who a notification goes to and how they can be reached. */
export async function findRecipient(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('app_user')
    .select([
      'id',
      'email',
      'phone',
      'is_phone_verified',
      'status',
      'healco_admin',
      'is_patient',
      'provider_role',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}
