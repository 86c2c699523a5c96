import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { asSuperuser } from '../test/tamper.ts';

/**
 * Tables that change on any request, whatever its answer: the audit log (every ePHI read, refused or not, is
 * recorded) and the sessions (each request slides its session's idle deadline; the fuzz signs in per request).
 */
const ALWAYS_CHANGING = new Set(['audit_event', 'user_session']);

/**
 * Test-only: a row trigger on every other table of the public schema logs each insert, update and delete in
 * fuzz_write. A refused request must leave that log as it was. Row counts and per-row hashes of every table would
 * say the same, but cost about 100 ms per look on the seeded PGlite database; the log's newest id costs one index
 * read, and it names the table and the operation. A rolled-back transaction leaves no entry, as it leaves no change.
 */
export async function installWriteLog(database: Database): Promise<void> {
  // Tables and triggers are the owner's business: on PostgreSQL the app's own connections may not create them.
  await asSuperuser(database, createWriteLog);
}

async function createWriteLog(db: Kysely<DB>): Promise<void> {
  // The trigger writes as the log's owner (security definer): the app's role is given nothing on the log, so
  // a write by the app is logged without the app being able to touch the log itself.
  await sql`create table fuzz_write (id bigserial primary key, table_name text not null, operation text not null)`.execute(
    db,
  );
  await sql`grant select on fuzz_write to public`.execute(db);
  await sql`
    create function fuzz_log_write() returns trigger language plpgsql security definer as $$
    begin
      insert into fuzz_write (table_name, operation) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_write'
      and table_name not like 'kysely_%'`.execute(db);
  for (const { table_name } of tables.rows) {
    if (ALWAYS_CHANGING.has(table_name)) continue;
    await sql`
      create trigger fuzz_log_write after insert or update or delete on ${sql.table(table_name)}
      for each row execute function fuzz_log_write()`.execute(db);
  }
}

/** The newest entry of the write log: it moves whenever anything but the audit log or a session was written. */
export async function lastWrite(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ id: string | null }>`select max(id)::text as id from fuzz_write`.execute(db);
  return Number(result.rows[0]?.id ?? 0);
}

/** What was written after a given entry, e.g. ['property UPDATE']. */
export async function writesSince(db: Kysely<DB>, after: number): Promise<string[]> {
  const result = await sql<{ write: string }>`
    select distinct table_name || ' ' || operation as write from fuzz_write where id > ${after}`.execute(db);
  return result.rows.map((row) => row.write);
}
