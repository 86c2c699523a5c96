import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export type ReferenceItem = { id: string; name: string };

export async function loadAllReferenceItems(db: Kysely<DB>): Promise<Map<string, ReferenceItem[]>> {
  const rows = await db
    .selectFrom('reference_item')
    .select(['table_name', 'id', 'name'])
    .orderBy('table_name')
    .orderBy('sort_order')
    .execute();
  const tables = new Map<string, ReferenceItem[]>();
  for (const row of rows) {
    const list = tables.get(row.table_name) ?? [];
    if (list.length === 0) tables.set(row.table_name, list);
    list.push({ id: row.id, name: row.name });
  }
  return tables;
}

/** Replaces the stored lists with the given ones (migrations call it; they already run in a transaction). */
export async function replaceReferenceItems(
  trx: Kysely<DB>,
  tables: Record<string, ReadonlyArray<ReferenceItem>>,
): Promise<void> {
  {
    await trx.deleteFrom('reference_item').execute();
    const rows = Object.entries(tables).flatMap(([table_name, items]) =>
      items.map((item, sort_order) => ({ table_name, id: item.id, name: item.name, sort_order })),
    );
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('reference_item')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
  }
}
