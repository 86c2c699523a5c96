import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { appRoleProblems, DEFAULT_APP_ROLE, grantAppRole } from '../../db/app-role.ts';
import { withRole } from '../../db/database.ts';
import { asSuperuser } from '../../test/tamper.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeAudit } from './audit.repository.ts';

/*
 * On PostgreSQL the app's queries run as DATABASE_APP_ROLE, which may append to the audit log but never change
 * it: a grant, checked before any trigger runs. The test's pool is opened exactly as the server opens its own.
 * PGlite has one built-in superuser and no such role (the trigger holds there: audit.test.ts).
 */

const t = useTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';

async function failure(query: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await query;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('the statement was not refused');
}

describe.skipIf(!onPostgres)('the app role on PostgreSQL', () => {
  it("refuses, through the app's own pool, to update, delete or truncate audit rows: a permission error", async () => {
    const db = t.database.db;
    await writeAudit(db, {
      eventCode: 'TEST_EVENT',
      userId: null,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      requestId: 'role-1',
    });
    const { rows } = await sql<{ user: string }>`select current_user as user`.execute(db);
    expect(rows[0]!.user).toBe(DEFAULT_APP_ROLE);

    // 42501 insufficient_privilege: the privilege check, before the append-only trigger is even reached.
    const update = await failure(sql`update audit_event set ip = '10.0.0.1'`.execute(db));
    expect(update.code).toBe('42501');
    expect(update.message).toMatch(/permission denied for table audit_event/);
    expect((await failure(sql`delete from audit_event`.execute(db))).code).toBe('42501');
    expect((await failure(sql`truncate audit_event`.execute(db))).code).toBe('42501');
    expect((await failure(sql`alter table audit_event disable trigger all`.execute(db))).code).toBe('42501');
    // Nor may it touch the migrations' record.
    expect((await failure(sql`delete from kysely_migration`.execute(db))).code).toBe('42501');

    // Reading and appending are what it is for; the row is still there, unchanged.
    const kept = await db.selectFrom('audit_event').select('ip').where('request_id', '=', 'role-1').execute();
    expect(kept).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('keeps the role when a session resets it: the role is the connection’s own starting setting', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const client = new pg.Client({ connectionString: withRole(url.toString(), DEFAULT_APP_ROLE) });
    await client.connect();
    try {
      await client.query('reset role');
      expect((await client.query('select current_user as user')).rows[0].user).toBe(DEFAULT_APP_ROLE);
      await expect(client.query('delete from audit_event')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });

  it('covers a table added later at the next grant, and changes nothing when all is in place', async () => {
    await asSuperuser(t.database, async (owner) => {
      expect(await appRoleProblems(owner, DEFAULT_APP_ROLE)).toEqual([]);
      const version = () =>
        sql<{ v: string }>`select xmin::text as v from pg_class where oid = 'audit_event'::regclass`.execute(
          owner,
        );
      const before = (await version()).rows[0]!.v;
      await grantAppRole(owner, DEFAULT_APP_ROLE);
      expect((await version()).rows[0]!.v).toBe(before);

      await sql`create table role_test_later (id int primary key)`.execute(owner);
      expect(await appRoleProblems(owner, DEFAULT_APP_ROLE)).toContain(
        `${DEFAULT_APP_ROLE} may not SELECT role_test_later`,
      );
      await grantAppRole(owner, DEFAULT_APP_ROLE);
      expect(await appRoleProblems(owner, DEFAULT_APP_ROLE)).toEqual([]);
    });
    await sql`insert into role_test_later (id) values (1)`.execute(t.database.db);
  });
});
