import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { type AuditEntry, auditRow, writeAuditRows } from './audit.repository.ts';

/** Rows one insert carries at most; more wait for the next insert. */
export const AUDIT_BATCH_MAX = 64;

interface Waiting {
  row: ReturnType<typeof auditRow>;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the audit log. Every ePHI read writes a row and its answer waits until the row is committed
 * (nothing is lost: a caller never sees data whose read was not recorded). Under load the single-row inserts were
 * a large share of each read's database time, so rows that arrive while an insert is in flight go together in the
 * next one. A lone request is written at once: no timer, no added wait when the server is quiet.
 */
class AuditBatches {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Kysely<DB>) {}

  append(entry: AuditEntry): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ row: auditRow(entry), resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, AUDIT_BATCH_MAX);
        try {
          await writeAuditRows(
            this.db,
            batch.map((w) => w.row),
          );
          for (const w of batch) w.resolve();
        } catch (error) {
          // One bad row must not fail its neighbours' requests: on a failed batch each row is tried alone.
          if (batch.length === 1) batch[0]!.reject(error);
          else await this.oneByOne(batch);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async oneByOne(batch: Waiting[]) {
    for (const w of batch) {
      try {
        await writeAuditRows(this.db, [w.row]);
        w.resolve();
      } catch (error) {
        w.reject(error);
      }
    }
  }
}

const batchesByDb = new WeakMap<Kysely<DB>, AuditBatches>();

/** Appends one audit row through the database handle's group commit; resolves once the row is committed. */
export function appendAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  let batches = batchesByDb.get(db);
  if (!batches) {
    batches = new AuditBatches(db);
    batchesByDb.set(db, batches);
  }
  return batches.append(entry);
}
