import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types.ts';

/**
 * What a backup records about its database, and what a restore checks it got back: read with plain catalogue
 * queries, so any connection (the owner's, the embedded database's) can tell.
 */
export interface DatabaseFacts {
  serverVersion: string;
  migrations: string[];
  latestMigration: string | null;
  rowCounts: Record<string, number>;
  auditHead: { position: number; hash: string } | null;
}

/** The tables of the public schema (the product's), by name. */
export async function publicTables(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

/** Tables in any schema but the system's: a database a restore may go into has none. */
export async function userTableCount(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema')`.execute(db);
  return rows[0]?.n ?? 0;
}

export async function databaseFacts(db: Kysely<DB>): Promise<DatabaseFacts> {
  const tables = await publicTables(db);
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.id('public', table)}`.execute(db);
    rowCounts[table] = rows[0]?.n ?? 0;
  }
  const version = await sql<{ version: string }>`select version() as version`.execute(db);
  const migrations = tables.includes('kysely_migration')
    ? (
        await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db)
      ).rows.map((row) => row.name)
    : [];
  const head = tables.includes('audit_event')
    ? (
        await sql<{ position: string; hash: string }>`
          select chain_position::text as position, hash from audit_event
          order by chain_position desc limit 1`.execute(db)
      ).rows[0]
    : undefined;
  return {
    serverVersion: version.rows[0]?.version ?? '',
    migrations,
    latestMigration: migrations.at(-1) ?? null,
    rowCounts,
    auditHead: head ? { position: Number(head.position), hash: head.hash } : null,
  };
}
