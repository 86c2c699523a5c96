/**
 * `npm run migrate`: brings the database the server would open (DATABASE_URL, else the embedded database in
 * DATA_DIR) up to date as the owner (DATABASE_MIGRATION_URL, else DATABASE_URL), then gives the app role
 * (DATABASE_APP_ROLE) its privileges and checks that the app can connect as it. Prints what ran and exits 0, or
 * prints why not and exits 1. On the embedded database, stop the server first: it belongs to one process.
 */
import { loadConfig } from '../config.ts';
import { runCommand } from '../lib/run-command.ts';
import { openServerDatabase } from './open-database.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env, { databaseOnly: true });
  const database = await openServerDatabase(config, { migrate: true });
  await database.close();
  const { migrated } = database;
  console.log(
    migrated.length === 0
      ? 'The database is up to date: no migration was pending.'
      : `Ran ${migrated.length} ${migrated.length === 1 ? 'migration' : 'migrations'}: ${migrated.join(', ')}.`,
  );
}

runCommand(
  main,
  (error) => {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `Migrating failed: ${error.message}${cause}`;
  },
  1,
);
