import type { Kysely, Updateable } from 'kysely';
import type { DB, OrganizationTable } from '../../db/types.ts';

export async function updateOrganization(db: Kysely<DB>, id: string, columns: Updateable<OrganizationTable>) {
  await db.updateTable('organization').set(columns).where('id', '=', id).execute();
}
