import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import * as chainMigration from '../../db/migrations/0028-audit-chain.ts';
import { asSuperuser, asSuperuserWithoutTriggers } from '../../test/tamper.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type AuditEntry, auditRow, writeAudit, writeAuditRows } from './audit.repository.ts';
import { appendAudit } from './audit-batches.ts';
import { describeBreak, GENESIS_HASH, verifyAuditChain } from './audit-chain.ts';

const t = useTestApp();

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  eventCode: 'RCVW',
  userId: `user-${n}`,
  entityType: 'patient_questionnaire',
  entityId: `pq-${n}`,
  ip: '127.0.0.1',
  userAgent: 'vitest',
  requestId: `chain-${n}`,
  details: { ephi: 'questionnaire answers', n },
  ...overrides,
});

/** Rows whose text the encoding must carry exactly: nulls, empty text, multi-byte characters, JSON escapes. */
const unusual: AuditEntry[] = [
  entry(1, { userId: null, entityType: null, entityId: null, ip: null, userAgent: null, details: null }),
  entry(2, { ip: '', userAgent: 'Mozilla/5.0 "quoted" ; 1:2; ~', requestId: '' }),
  entry(3, {
    userAgent: 'Navigateur à l’essai 🩺',
    details: { note: 'line one\nline "two"\t\\', price: 1.5 },
  }),
  entry(4, { details: { nested: { list: [1, 2.25, null, true, 'é'] }, a: '', z: [] } }),
];

async function chainRows(database: Database) {
  return database.db
    .selectFrom('audit_event')
    .select(['id', 'chain_position', 'prev_hash', 'hash'])
    .orderBy('chain_position')
    .execute();
}

async function rowAt(database: Database, position: number) {
  return database.db
    .selectFrom('audit_event')
    .selectAll()
    .where('chain_position', '=', position)
    .executeTakeFirstOrThrow();
}

describe('the audit log hash chain', () => {
  it('links every row to the one before it, whoever wrote it, and a fresh chain verifies', async () => {
    for (const one of unusual) await writeAudit(t.database.db, one);
    await writeAuditRows(
      t.database.db,
      Array.from({ length: 5 }, (_, n) => auditRow(entry(10 + n))),
    );
    // The group commit, many requests at once, and a transaction's own row, all in one chain.
    await Promise.all([
      ...Array.from({ length: 60 }, (_, n) => appendAudit(t.database.db, entry(100 + n))),
      t.database.db.transaction().execute((trx) => writeAudit(trx, entry(999))),
    ]);

    const rows = await chainRows(t.database);
    expect(rows).toHaveLength(unusual.length + 5 + 61);
    expect(rows.map((row) => Number(row.chain_position))).toEqual(rows.map((_, index) => index + 1));
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);

    // The verifier recomputes every hash in Node and agrees with the database's trigger on every row.
    const result = await verifyAuditChain(t.database.db, { pageSize: 7 });
    expect(result.broken).toBeNull();
    expect(result.verified).toBe(rows.length);
    expect(result.head).toEqual({ position: rows.length, hash: rows.at(-1)!.hash });
  });

  it('names a row changed by hand, and verifies again once it is put back', async () => {
    const target = await rowAt(t.database, 3);
    await asSuperuserWithoutTriggers(t.database, (trx) =>
      trx.updateTable('audit_event').set({ ip: '10.9.9.9' }).where('id', '=', target.id).execute(),
    );
    const result = await verifyAuditChain(t.database.db, { pageSize: 2 });
    expect(result.verified).toBe(2);
    expect(result.broken).toMatchObject({ id: String(target.id), position: 3, kind: 'content' });
    expect(result.broken!.found).toBe(target.hash);
    expect(describeBreak(result.broken!)).toContain(`row id ${target.id} (chain position 3, written `);

    await asSuperuserWithoutTriggers(t.database, (trx) =>
      trx.updateTable('audit_event').set({ ip: target.ip }).where('id', '=', target.id).execute(),
    );
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
  });

  it('names the row after one rewritten together with a recomputed hash', async () => {
    const target = await rowAt(t.database, 5);
    const next = await rowAt(t.database, 6);
    await asSuperuserWithoutTriggers(t.database, async (trx) => {
      await trx
        .updateTable('audit_event')
        .set({ user_id: 'someone-else' })
        .where('id', '=', target.id)
        .execute();
      // The intruder knows the encoding and fixes the row's own hash; the next row still points at the old one.
      await sql`update audit_event e set hash = audit_event_hash(e) where id = ${target.id}`.execute(trx);
    });
    const result = await verifyAuditChain(t.database.db);
    expect(result.broken).toMatchObject({ id: String(next.id), position: 6, kind: 'link' });
    expect(result.broken!.found).toBe(target.hash);
    expect(describeBreak(result.broken!)).toContain(
      'prev_hash does not match the stored hash of the row before it',
    );

    await asSuperuserWithoutTriggers(t.database, (trx) =>
      trx
        .updateTable('audit_event')
        .set({ user_id: target.user_id, hash: target.hash })
        .where('id', '=', target.id)
        .execute(),
    );
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
  });

  it('detects a row deleted from the middle of the chain', async () => {
    // Kept as text, so it can be put back to the microsecond.
    const { rows } = await sql<{ id: string; row: string }>`
      select id::text as id, to_jsonb(e)::text as row from audit_event e where chain_position = 8`.execute(
      t.database.db,
    );
    const gone = rows[0]!;
    const next = await rowAt(t.database, 9);
    await asSuperuserWithoutTriggers(t.database, (trx) =>
      trx.deleteFrom('audit_event').where('id', '=', Number(gone.id)).execute(),
    );
    const result = await verifyAuditChain(t.database.db, { pageSize: 3 });
    expect(result.verified).toBe(7);
    expect(result.broken).toMatchObject({ id: String(next.id), position: 9, kind: 'gap', expected: '8' });
    expect(describeBreak(result.broken!)).toContain('1 row(s) before it were deleted');

    // Put back exactly as it was (the triggers are off, so nothing is recomputed), the chain is whole again.
    await asSuperuserWithoutTriggers(t.database, (trx) =>
      sql`insert into audit_event select * from jsonb_populate_record(null::audit_event, ${gone.row}::jsonb)`.execute(
        trx,
      ),
    );
    expect((await verifyAuditChain(t.database.db)).broken).toBeNull();
  });

  it('chains, in the order they were written, the rows that existed before the chain', async () => {
    // The database as it was before migration 0028, with rows written then; then the migration itself.
    await asSuperuser(t.database, (db) => chainMigration.down(db as Kysely<unknown>));
    for (const one of unusual) await writeAudit(t.database.db, one);
    const written = await t.database.db.selectFrom('audit_event').select('id').orderBy('id').execute();
    await asSuperuser(t.database, (db) => chainMigration.up(db as Kysely<unknown>));

    const rows = await chainRows(t.database);
    expect(rows.map((row) => row.id)).toEqual(written.map((row) => row.id));
    expect(rows.map((row) => Number(row.chain_position))).toEqual(rows.map((_, index) => index + 1));
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ verified: rows.length, broken: null });
    // And the chain goes on from there.
    await appendAudit(t.database.db, entry(1000));
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ verified: rows.length + 1, broken: null });
  });
});
