import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/** An UPDATE or DELETE this process ran through Kysely: its table, and for an update the columns it set ('*': unknown). */
export interface TableWrite {
  kind: 'update' | 'delete';
  table: string;
  columns: readonly string[];
}

type TableWriteListener = (write: TableWrite) => void;

const listeners = new Set<TableWriteListener>();

/**
 * Hears every UPDATE and DELETE of this process once it has run (inside a transaction too: before its commit).
 * What keeps a copy of rows in memory uses it to drop the copy at once, without waiting for the database's
 * notification to come back. The answer stops listening.
 */
export function onTableWrite(listener: TableWriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableOf(node.node);
  return undefined;
}

function writeOf(node: RootOperationNode): TableWrite | undefined {
  if (UpdateQueryNode.is(node)) {
    const table = tableOf(node.table);
    // A column given any other way than by name is reported as '*': a listener must assume the worst.
    const columns = (node.updates ?? []).map((update) =>
      ColumnNode.is(update.column) ? update.column.column.name : '*',
    );
    return table ? { kind: 'update', table, columns } : undefined;
  }
  if (DeleteQueryNode.is(node)) {
    const table = tableOf(node.from.froms[0]);
    return table ? { kind: 'delete', table, columns: [] } : undefined;
  }
  return undefined;
}

/** The Kysely plugin behind onTableWrite, given to every database this process opens (db/database.ts). */
export class TableWritesPlugin implements KyselyPlugin {
  readonly #pending = new WeakMap<QueryId, TableWrite>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (listeners.size > 0) {
      const write = writeOf(args.node);
      if (write) this.#pending.set(args.queryId, write);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#pending.get(args.queryId);
    if (write) {
      this.#pending.delete(args.queryId);
      for (const listener of listeners) listener(write);
    }
    return args.result;
  }
}
