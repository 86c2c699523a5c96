import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { loadAllReferenceItems, type ReferenceItem } from './reference.repository.ts';

// Reference lists change only through migrations, which run before the server listens, so each process
// reads them once. Keyed by database so tests with separate databases never share a cache.
const cache = new WeakMap<Kysely<DB>, Promise<Map<string, ReferenceItem[]>>>();

function allTables(db: Kysely<DB>) {
  let tables = cache.get(db);
  if (!tables) {
    tables = loadAllReferenceItems(db);
    cache.set(db, tables);
    tables.catch(() => cache.delete(db));
  }
  return tables;
}

export async function getReferenceTables(
  ctx: RequestContext,
  names: string[],
): Promise<Record<string, ReferenceItem[]>> {
  let tables: Map<string, ReferenceItem[]>;
  try {
    tables = await allTables(ctx.db);
  } catch (error) {
    throw new AppError('GET_REFERENCES_FAILED', undefined, { cause: error });
  }
  const unknown = names.filter((name) => !tables.has(name));
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown reference table: ${unknown.map((n) => JSON.stringify(n.slice(0, 60))).join(', ')}.`,
    );
  }
  return Object.fromEntries(names.map((name) => [name, tables.get(name)!]));
}
