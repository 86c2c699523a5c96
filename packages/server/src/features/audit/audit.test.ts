import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { type AuditEntry, writeAudit } from './audit.repository.ts';
import { appendAudit } from './audit-batches.ts';

const t = useTestApp();

describe('the audit log', () => {
  it('appends rows and refuses to change or delete them', async () => {
    await writeAudit(t.database.db, {
      eventCode: 'TEST_EVENT',
      userId: null,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      requestId: 'req-1',
      details: { reason: 'test' },
    });
    const row = await t.database.db
      .selectFrom('audit_event')
      .selectAll()
      .where('event_code', '=', 'TEST_EVENT')
      .executeTakeFirstOrThrow();
    expect(row.ip).toBe('127.0.0.1');
    expect(row.details).toEqual({ reason: 'test' });
    // On PostgreSQL the app's role has no right to try (db/app-role.test.ts); the embedded database has the trigger.
    const refusal = process.env.TEST_DB === 'postgres' ? /permission denied/ : /append-only/;
    await expect(sql`update audit_event set ip = '10.0.0.1'`.execute(t.database.db)).rejects.toThrow(refusal);
    await expect(sql`delete from audit_event`.execute(t.database.db)).rejects.toThrow(refusal);
    await expect(sql`truncate audit_event`.execute(t.database.db)).rejects.toThrow(refusal);
  });

  it('commits every row of many concurrent requests before each answers, and one bad row fails only its own', async () => {
    const entry = (n: number): AuditEntry => ({
      eventCode: 'TEST_GROUP',
      userId: null,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      requestId: `group-${n}`,
    });
    const bad = { ...entry(-1), eventCode: null } as unknown as AuditEntry;
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 150 }, (_, n) => appendAudit(t.database.db, entry(n))),
      appendAudit(t.database.db, bad),
      appendAudit(t.database.db, entry(150)),
    ]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    expect(outcomes[150]!.status).toBe('rejected');
    const rows = await t.database.db
      .selectFrom('audit_event')
      .select('request_id')
      .where('event_code', '=', 'TEST_GROUP')
      .orderBy('id')
      .execute();
    // Every good row, once, in the order the requests wrote them.
    expect(rows.map((r) => r.request_id)).toEqual(Array.from({ length: 151 }, (_, n) => `group-${n}`));
  });
});
