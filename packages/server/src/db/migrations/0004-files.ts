import type { Kysely } from 'kysely';

/**
 * Uploads: the owner's files are looked up for access checks and when an account is removed, so the foreign
 * key gets its index (PostgreSQL does not add one by itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('stored_file_owner_idx').on('stored_file').column('owner_user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stored_file_owner_idx').ifExists().execute();
}
