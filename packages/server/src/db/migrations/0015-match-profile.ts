import type { Kysely } from 'kysely';

/**
 * What an organization's matches were last computed from: a fingerprint of its providers' licensed states and
 * specialties. The matches list recomputes only when it differs, so reading matches is a read (docs/performance.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organization').addColumn('match_profile', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organization').dropColumn('match_profile').execute();
}
