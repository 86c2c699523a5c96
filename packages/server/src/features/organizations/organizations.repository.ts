import type { Kysely, Updateable } from 'kysely';
import type { DB, OrganizationTable } from '../../db/types.ts';

export async function updateOrganization(db: Kysely<DB>, id: string, columns: Updateable<OrganizationTable>) {
  await db.updateTable('organization').set(columns).where('id', '=', id).execute();
}

/** The active users of a practice (its members who can be told about something that concerns the practice). */
export async function activeMemberIds(db: Kysely<DB>, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('app_user')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'ACTV')
    .execute();
  return rows.map((row) => row.id);
}
