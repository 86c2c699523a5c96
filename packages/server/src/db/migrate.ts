import { Migrator } from 'kysely';
import type { Database } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

/** Brings the schema up to date; throws with the failing migration's name so start-up stops loudly. */
export async function migrateToLatest({ db }: Database): Promise<string[]> {
  // Features are built side by side and numbered as they start, so a database may have run a later number before
  // an earlier one lands; each migration touches only its own objects, so running the earlier one then is safe.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
