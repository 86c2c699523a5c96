import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { grantAppRole } from './app-role.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** Where the embedded database keeps its folder. */
export function pgliteDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * The database the server works on, as the configuration says: PostgreSQL at DATABASE_URL, acting as the app role,
 * or the embedded PGlite in DATA_DIR. With `migrate`, the schema is brought up to date first, by the owner
 * (DATABASE_MIGRATION_URL, else DATABASE_URL as itself), and the app role is given its grants; `migrated` names
 * the migrations that ran.
 */
export async function openServerDatabase(
  config: Config,
  { migrate }: { migrate: boolean },
): Promise<Database & { migrated: string[] }> {
  let migrated: string[] = [];
  if (!config.databaseUrl) {
    const database = await openPglite(pgliteDir(config));
    if (migrate) migrated = await migrateToLatest(database);
    return Object.assign(database, { migrated });
  }
  if (migrate) {
    const owner = openPostgres(config.databaseMigrationUrl ?? config.databaseUrl, 1);
    try {
      migrated = await migrateToLatest(owner);
      if (config.databaseAppRole) await grantAppRole(owner.db, config.databaseAppRole);
    } finally {
      await owner.close();
    }
  }
  const database = openPostgres(config.databaseUrl, 10, { role: config.databaseAppRole });
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    await database.close();
    const role = config.databaseAppRole;
    throw new Error(
      role
        ? `Could not connect to the database acting as role ${role} (DATABASE_APP_ROLE): ${(error as Error).message}`
        : `Could not connect to the database: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return Object.assign(database, { migrated });
}
