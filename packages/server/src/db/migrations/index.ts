import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-foundation.ts';
import * as m0002 from './0002-reference-data.ts';

// Static imports rather than FileMigrationProvider: it cannot load .ts files under Vitest.
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
