import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';

/** A search term as an ILIKE pattern that matches it anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * ORDER BY for an admin table: the column comes from a fixed map (never from the caller's text), nulls last in
 * both directions, and the id breaks ties so paging is stable. A column that is never null is ordered plainly, so
 * one (column, id) index serves both directions (an index cannot match "nulls last" both ways).
 */
export function orderBy(
  column: RawBuilder<unknown>,
  order: 'asc' | 'desc',
  tieBreaker: RawBuilder<unknown>,
  nullable = true,
) {
  if (!nullable)
    return order === 'asc'
      ? sql`order by ${column} asc, ${tieBreaker} asc`
      : sql`order by ${column} desc, ${tieBreaker} desc`;
  return order === 'asc'
    ? sql`order by ${column} asc nulls last, ${tieBreaker} asc`
    : sql`order by ${column} desc nulls last, ${tieBreaker} desc`;
}

/** A sortable column: its expression over t, and whether it can be null (see orderBy). */
export interface SortColumn {
  expression: RawBuilder<unknown>;
  nullable: boolean;
}

export const column = (expression: RawBuilder<unknown>, nullable = true): SortColumn => ({
  expression,
  nullable,
});

export const orderByColumn = (c: SortColumn, order: 'asc' | 'desc') =>
  orderBy(c.expression, order, sql`t.id`, c.nullable);

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * One page of `source` (a select whose rows are named t) and the filtered total, as two statements run side by
 * side. The total is never a window count on the page query: that would push every row through the page's joins
 * and a full sort before the page is cut, where the page alone stops after its rows from an index in sort order.
 * The page's ids are found first and only its rows are then built, so the per-row lookups (e.g. a provider's
 * specialties) are not made for the rows a later page skips. `count`, when given, is a cheaper statement answering
 * the same total (one column, n), e.g. without the joins.
 */
export async function pageOf<Row>(
  db: Kysely<DB>,
  source: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  page: number,
  pageSize: number,
  count?: RawBuilder<unknown>,
  /** The same rows as `source` without its narrowing (e.g. a search's candidates), to build the page's rows. */
  rowsOf: RawBuilder<unknown> = source,
): Promise<{ rows: Row[]; total: number }> {
  const [result, counted] = await Promise.all([
    sql<Row>`
      with t as not materialized (${rowsOf})
      select t.* from t
      where t.id in (
        select t.id from (${source}) as t where ${where}
        ${order}
        limit ${pageSize} offset ${offsetOf(page, pageSize)})
      ${order}
    `.execute(db),
    sql<{
      n: string | number;
    }>`${count ?? sql`with t as (${source}) select count(*) as n from t where ${where}`}`.execute(db),
  ]);
  return { rows: result.rows, total: Number(counted.rows[0]?.n ?? 0) };
}
