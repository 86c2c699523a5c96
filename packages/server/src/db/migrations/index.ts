import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-foundation.ts';
import * as m0002 from './0002-reference-data.ts';
import * as m0003 from './0003-sessions.ts';
import * as m0004 from './0004-files.ts';
import * as m0005 from './0005-identity.ts';
import * as m0006 from './0006-public-site.ts';

// Static imports rather than FileMigrationProvider: it cannot load .ts files under Vitest.
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-sessions': m0003,
  '0004-files': m0004,
  '0005-identity': m0005,
  '0006-public-site': m0006,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
