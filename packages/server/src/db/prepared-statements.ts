import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statement texts a process names; past it, statements run unnamed (no server memory grows). */
export const NAMED_STATEMENT_LIMIT = 1_000;

const names = new Map<string, string>();

/** The server-side name of a statement's text, or null when it should run unnamed. */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= NAMED_STATEMENT_LIMIT) return null;
  const name = `cs_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * A node-postgres client that sends every parameterised statement as a named prepared statement. Kysely sends
 * unnamed ones, so PostgreSQL parsed, analysed and planned each statement on every call: 2–11 ms of planning for
 * the list and search queries, as much as their execution. Named, a connection parses a text once and PostgreSQL's
 * plan cache decides per statement between a generic plan and a fresh one (it keeps planning afresh where a
 * generic plan would cost more, e.g. where a partial index needs the literal value). Statements without
 * parameters (DDL, migrations, LISTEN, transaction control) are sent as they were.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name) {
        const rest = args.slice(2);
        return (super.query as unknown as (...a: unknown[]) => never)({ name, text, values }, ...rest);
      }
    }
    return (super.query as unknown as (...a: unknown[]) => never)(...args);
  }
}
