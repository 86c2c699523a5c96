import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './types.ts';

/**
 * The rows of a query, read through a server-side cursor a batch at a time inside one read-only, repeatable-read
 * transaction: memory holds one batch however many rows match, and every batch sees the same snapshot, so an
 * export is consistent even while others write. The transaction holds a connection until the rows are read or the
 * reader stops (the generator's return), which ends it. Works the same on PostgreSQL and the embedded PGlite.
 */
export async function* cursorRows<Row>(
  db: Kysely<DB>,
  query: RawBuilder<unknown>,
  batchSize = 500,
): AsyncGenerator<Row, void, undefined> {
  const trx = await db
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  let done = false;
  try {
    await sql`declare export_rows no scroll cursor for ${query}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Row>`fetch forward ${sql.raw(String(batchSize))} from export_rows`.execute(
        trx,
      );
      for (const row of rows) yield row;
      if (rows.length < batchSize) break;
    }
    await sql`close export_rows`.execute(trx);
    await trx.commit().execute();
    done = true;
  } finally {
    if (!done) await trx.rollback().execute();
  }
}
