import { type Kysely, sql } from 'kysely';
import type { DB } from './types.ts';

/**
 * The database role the server's queries run as on PostgreSQL (DATABASE_APP_ROLE, `carespace_app` by default).
 *
 * Superusers and a table's owner pass every privilege check, and the migrations must run as the owner, so the
 * append-only trigger alone would leave the audit log changeable by the very connection the app uses (an owner can
 * disable a trigger). The app therefore acts as a role that owns nothing: it may read and write every table except
 * that it may only read and append to `audit_event` (no UPDATE, DELETE or TRUNCATE) and may only read the list of
 * migrations run (`kysely_migration`, which /api/ready compares with the code's) and nothing else of the migrator's. The grants are made by the owner after every migration run, so a table a new migration
 * adds is covered before the app starts using it.
 *
 * On the embedded database (PGlite) none of this applies: it is one process with one built-in superuser, and
 * whoever can run code in that process can open the files directly. The trigger is what holds there.
 */

export const DEFAULT_APP_ROLE = 'carespace_app';

/** A role name as written unquoted in SQL: lower case, digits and underscores. */
export const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Serialises two servers starting at once on one database (GRANT on the same tables at once can fail). */
const GRANT_LOCK = sql.lit(7_301_955_022);

/** The tables of the migrator itself: the app never needs them. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** What the app role lacks, or holds and should not; empty when its grants are as they should be. */
export async function appRoleProblems(db: Kysely<DB>, role: string): Promise<string[]> {
  const exists = await sql<{ found: boolean }>`
    select exists (select 1 from pg_roles where rolname = ${role}) as found`.execute(db);
  if (!exists.rows[0]?.found) return [`role ${role} does not exist`];
  const { rows } = await sql<{ problem: string }>`
    select format('%s may not %s %s', ${role}::text, p.privilege, t.tablename) as problem
    from pg_tables t
    cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) as p(privilege)
    where t.schemaname = 'public'
      and t.tablename <> all(${MIGRATOR_TABLES}::text[])
      and not (t.tablename = 'audit_event' and p.privilege in ('UPDATE', 'DELETE'))
      and not has_table_privilege(${role}::text, format('public.%I', t.tablename), p.privilege)
    union all
    select format('%s may %s audit_event', ${role}::text, p.privilege)
    from (values ('UPDATE'), ('DELETE'), ('TRUNCATE')) as p(privilege)
    where to_regclass('public.audit_event') is not null
      and has_table_privilege(${role}::text, 'public.audit_event', p.privilege)
    union all
    select format('%s may not use sequence %s', ${role}::text, s.sequencename)
    from pg_sequences s
    where s.schemaname = 'public' and not has_sequence_privilege(${role}::text, format('public.%I', s.sequencename), 'USAGE')
    union all
    select format('%s may not read kysely_migration', ${role}::text)
    where to_regclass('public.kysely_migration') is not null
      and not has_table_privilege(${role}::text, 'public.kysely_migration', 'SELECT')
    union all
    select format('%s may not use schema public', ${role}::text)
    where not has_schema_privilege(${role}::text, 'public', 'USAGE')`.execute(db);
  return rows.map((row) => row.problem);
}

/**
 * Creates the app role if it is missing (NOLOGIN: it is only ever taken on by a login role) and gives it exactly
 * its privileges. Runs as the owner after the migrations; does nothing when everything is already in place, so a
 * normal start writes nothing to the catalogue.
 */
export async function grantAppRole(db: Kysely<DB>, role: string): Promise<void> {
  if (!ROLE_NAME.test(role)) throw new Error(`DATABASE_APP_ROLE must be a plain role name, not "${role}"`);
  if ((await appRoleProblems(db, role)).length > 0) {
    await createRole(db, role);
    const name = sql.id(role);
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${GRANT_LOCK})`.execute(trx);
      await sql`grant usage on schema public to ${name}`.execute(trx);
      await sql`grant select, insert, update, delete on all tables in schema public to ${name}`.execute(trx);
      await sql`grant usage, select on all sequences in schema public to ${name}`.execute(trx);
      const { rows } = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = 'public' and tablename = any(${MIGRATOR_TABLES})`.execute(
        trx,
      );
      for (const { tablename } of rows) {
        await sql`revoke all on table ${sql.id(tablename)} from ${name}`.execute(trx);
      }
      // Readiness reads which migrations ran (features/health/readiness.ts); it never writes them.
      if (rows.some((row) => row.tablename === 'kysely_migration')) {
        await sql`grant select on table kysely_migration to ${name}`.execute(trx);
      }
      await sql`revoke update, delete, truncate on table audit_event from ${name}`.execute(trx);
    });
  }
  await joinRole(db, role);
}

/** Roles belong to the whole cluster: two databases may create it at the same moment, and one of them wins. */
async function createRole(db: Kysely<DB>, role: string) {
  try {
    await sql`
      do $$
      begin
        if not exists (select 1 from pg_roles where rolname = ${sql.lit(role)}) then
          create role ${sql.id(role)} nologin;
        end if;
      exception when duplicate_object or unique_violation then
        null;
      end $$`.execute(db);
  } catch (error) {
    throw new Error(
      `The database role ${role} (DATABASE_APP_ROLE) does not exist and this user may not create it: ` +
        'create it as described in README.md (Configuration), or let the migrating user create roles.',
      { cause: error },
    );
  }
}

/**
 * The connecting user must be allowed to take on the role. A superuser always is; an owner that created the role
 * may grant it to itself. Where neither holds, the first connection of the app's pool fails and says so.
 */
async function joinRole(db: Kysely<DB>, role: string) {
  const { rows } = await sql<{ member: boolean }>`
    select pg_has_role(session_user, ${role}, 'MEMBER') as member`.execute(db);
  if (rows[0]?.member) return;
  await sql`grant ${sql.id(role)} to session_user`.execute(db).catch(() => undefined);
}
