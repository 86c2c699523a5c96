import type { Kysely } from 'kysely';
import { replaceReferenceItems } from '../../features/reference/reference.repository.ts';
import { allReferenceTables } from '../../features/reference/reference-tables.ts';
import type { DB } from '../types.ts';

/** Seeds every reference list. A later change to the lists adds a migration that calls the same sync. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceReferenceItems(db as Kysely<DB>, allReferenceTables());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<DB>).deleteFrom('reference_item').execute();
}
