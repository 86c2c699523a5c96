import { type Kysely, sql, type Transaction } from 'kysely';
import { type Database, openPostgres } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { urlForDatabase } from './databases.ts';

/**
 * Runs `work` as the database's superuser. On PostgreSQL that is a connection of its own as the connecting
 * superuser (the test's pool acts as the app role, which may not do such things); on the embedded database the
 * test's connection already is the superuser.
 */
export async function asSuperuser<T>(database: Database, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work(database.db);
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const owner = openPostgres(urlForDatabase(rows[0]!.name), 1);
  try {
    return await work(owner.db);
  } finally {
    await owner.close();
  }
}

/**
 * Runs `change` as someone who can get around the database's own guards, as an intruder or a careless operator
 * with full access would: the superuser, with triggers off for the transaction (`session_replication_role`).
 */
export function asSuperuserWithoutTriggers<T>(
  database: Database,
  change: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return asSuperuser(database, (db) =>
    db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      return change(trx);
    }),
  );
}
