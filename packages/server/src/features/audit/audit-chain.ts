import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type ChainRow, lastChainPosition, readChainPage } from './audit-chain.repository.ts';

export type { ChainRow } from './audit-chain.repository.ts';

/**
 * The audit log's hash chain (migration 0028), checked here without the database's own hash function: the rows'
 * hashes are recomputed from their columns with Node's SHA-256, so a changed function in the database could not
 * make a changed row look right. Only two conversions are taken from the database, both built in: jsonb's text
 * form of `details` and the time as whole microseconds since 1970.
 */

/** The `prev_hash` of the chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A field of the encoding: its length in UTF-8 bytes, a colon and the text, or '~' for null; then ';'. */
function field(value: string | null): string {
  return value === null ? '~;' : `${Buffer.byteLength(value, 'utf8')}:${value};`;
}

/** Version 1 of the canonical encoding, byte for byte what the database's audit_event_hash() encodes. */
export function canonicalEncoding(row: ChainRow): string {
  return (
    'carespace-audit-v1;' +
    field(row.position) +
    field(row.id) +
    field(row.occurredMicros) +
    field(row.eventCode) +
    field(row.userId) +
    field(row.entityType) +
    field(row.entityId) +
    field(row.ip) +
    field(row.userAgent) +
    field(row.requestId) +
    field(row.details) +
    field(row.prevHash)
  );
}

export function rowHash(row: ChainRow): string {
  return createHash('sha256').update(canonicalEncoding(row), 'utf8').digest('hex');
}

/** Where the chain first breaks, and how. */
export interface ChainBreak {
  id: string;
  position: number;
  occurredAt: string;
  /**
   * content: the row's columns do not give its stored hash (the row was changed);
   * link: the row is intact but its prev_hash is not the stored hash of the row before it (that row was
   *   rewritten together with its hash, or replaced);
   * gap: positions are missing before it (rows were deleted);
   * repeat: a second row at a position already taken (the chain forked, or a row was copied in by hand).
   */
  kind: 'content' | 'link' | 'gap' | 'repeat';
  expected: string;
  found: string;
}

export interface ChainVerification {
  /** Rows verified before the end of the chain or the first break. */
  verified: number;
  /** The newest row verified: an operator may keep it, to notice later if rows after it disappear. */
  head: { position: number; hash: string } | null;
  broken: ChainBreak | null;
}

/**
 * Walks the chain from its first row to the newest one there was when the walk began, in pages by position (an
 * index range scan each, so millions of rows take constant memory), and stops at the first break. Rows appended
 * meanwhile are left for the next run.
 */
export async function verifyAuditChain(
  db: Kysely<DB>,
  options: { pageSize?: number; onProgress?: (verified: number) => void } = {},
): Promise<ChainVerification> {
  const pageSize = options.pageSize ?? 5_000;
  const last = await lastChainPosition(db);
  let previous = { position: 0, hash: GENESIS_HASH };
  let verified = 0;
  for (;;) {
    const rows = await readChainPage(db, previous.position, last, pageSize);
    for (const row of rows) {
      const position = Number(row.position);
      const at = { id: row.id, position, occurredAt: new Date(row.occurredAt).toISOString() };
      if (position !== previous.position + 1) {
        const broken = {
          ...at,
          kind: position > previous.position ? ('gap' as const) : ('repeat' as const),
          expected: String(previous.position + 1),
          found: row.position,
        };
        return { verified, head: verified ? previous : null, broken };
      }
      const computed = rowHash(row);
      if (computed !== row.hash) {
        const broken = { ...at, kind: 'content' as const, expected: computed, found: row.hash };
        return { verified, head: verified ? previous : null, broken };
      }
      if (row.prevHash !== previous.hash) {
        const broken = { ...at, kind: 'link' as const, expected: previous.hash, found: row.prevHash };
        return { verified, head: verified ? previous : null, broken };
      }
      previous = { position, hash: row.hash };
      verified += 1;
    }
    options.onProgress?.(verified);
    if (rows.length < pageSize) break;
  }
  return { verified, head: verified ? previous : null, broken: null };
}

/** The break in words, for an operator: which row, where, and what differs. */
export function describeBreak(broken: ChainBreak): string {
  const where = `row id ${broken.id} (chain position ${broken.position}, written ${broken.occurredAt})`;
  switch (broken.kind) {
    case 'content':
      return (
        `${where}: its content does not match its stored hash; the row was changed after it was written ` +
        `(hash of its content ${broken.expected}, stored hash ${broken.found})`
      );
    case 'link':
      return (
        `${where}: its prev_hash does not match the stored hash of the row before it (position ` +
        `${broken.position - 1}); that row was rewritten together with its hash, or replaced ` +
        `(stored hash of position ${broken.position - 1}: ${broken.expected}, prev_hash: ${broken.found})`
      );
    case 'gap':
      return (
        `${where}: the chain goes from position ${Number(broken.expected) - 1} to ${broken.found}; ` +
        `${Number(broken.found) - Number(broken.expected)} row(s) before it were deleted`
      );
    case 'repeat':
      return `${where}: a second row at chain position ${broken.found}; the chain forked or a row was added by hand`;
  }
}
