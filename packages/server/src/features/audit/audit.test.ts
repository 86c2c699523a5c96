import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { writeAudit } from './audit.repository.ts';

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
    await expect(sql`update audit_event set ip = '10.0.0.1'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_event`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });
});
