import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Timestamps come back as Date, bigint counts as numbers (they are small here), numeric stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/** Real PostgreSQL through node-postgres: used whenever DATABASE_URL is set. */
export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * Embedded PostgreSQL (PGlite, WASM) kept in a folder: `npm start` works on a bare machine with the same
 * SQL dialect as production. Kysely talks to it through PGlite's node-postgres shim (one connection).
 */
export async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true });
  const [{ PGlite }, { cube }, { earthdistance }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  const pglite = await PGlite.create(dir, { extensions: { cube, earthdistance } });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
