import { type Kysely, Migrator } from 'kysely';
import type { Database } from './database.ts';
import { migrationProvider } from './migrations/index.ts';
import type { DB } from './types.ts';

// Features are built side by side and numbered as they start, so a database may have run a later number before
// an earlier one lands; each migration touches only its own objects, so running the earlier one then is safe.
const migratorFor = (db: Kysely<DB>) =>
  new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });

/** Brings the schema up to date; throws with the failing migration's name so start-up stops loudly. */
export async function migrateToLatest({ db }: Database): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** The migrations of this code the database has not run yet (all of them on an empty database). Writes nothing. */
export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
