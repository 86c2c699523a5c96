import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockPglite } from './pglite-lock.ts';
import { PreparingClient } from './prepared-statements.ts';
import { TableWritesPlugin } from './table-writes.ts';
import type { DB } from './types.ts';

/** What a LISTEN on a channel reports: each payload, and that notifications may have been missed meanwhile. */
export interface ListenHandlers {
  onNotification(payload: string): void;
  /** The listening connection was lost and is back: anything announced while it was away never arrived. */
  onReconnect?(): void;
}

/** Starts listening on a channel (PostgreSQL LISTEN/NOTIFY); the answer stops it. */
export type Listen = ((channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>) & {
  /**
   * Listening costs nothing here and must not start or stop while statements run: PGlite is one embedded engine,
   * and its LISTEN, sent beside the pool's statements, would cut into one of them. Listen once, at start.
   */
  readonly atStartOnly?: boolean;
};

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** NOTIFY reaches every process listening on the same database; the one channel for cross-process events. */
  listen: Listen;
  close(): Promise<void>;
}

// Timestamps come back as Date, bigint counts as numbers (they are small here), numeric stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface PostgresOptions {
  /**
   * The role every connection acts as from its first statement (db/app-role.ts); null or left out: the
   * connecting user itself (the migrations, the owner's tools).
   */
  role?: string | null;
}

/**
 * The connection string with `-c role=…` appended to its startup options: the server sets the role before any
 * statement runs, a connection that may not take it on fails instead of running as the connecting user, and a
 * RESET ROLE returns to it. Appended rather than set, so options already in the URL are kept and ours wins.
 */
export function withRole(connectionString: string, role: string | null | undefined): string {
  if (!role) return connectionString;
  const url = new URL(connectionString);
  url.searchParams.set(
    'options',
    [url.searchParams.get('options'), `-c role=${role}`].filter(Boolean).join(' '),
  );
  return url.toString();
}

/** Real PostgreSQL through node-postgres: used whenever DATABASE_URL is set. */
export function openPostgres(url: string, poolSize = 10, options: PostgresOptions = {}): Database {
  const connectionString = withRole(url, options.role);
  const pool = new pg.Pool({ connectionString, max: poolSize, Client: PreparingClient });
  // An idle connection the server ends (a restart, a failover, a terminated backend) is reported on the pool;
  // without a listener Node treats it as an uncaught exception and the whole process dies. The pool replaces the
  // connection on the next checkout, so the loss is only worth a warning.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`PostgreSQL: an idle connection was lost (${error.message})`);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new TableWritesPlugin()] });
  const listeners = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, handlers) => {
    const stop = await listenOnPostgres(connectionString, channel, handlers);
    const unlisten = async () => {
      listeners.delete(unlisten);
      await stop();
    };
    listeners.add(unlisten);
    return unlisten;
  };
  return {
    db,
    kind: 'postgres',
    listen,
    close: async () => {
      // A listening connection left open would keep the process (and the database's connection slot) alive.
      await Promise.allSettled([...listeners].map((unlisten) => unlisten()));
      await db.destroy();
    },
  };
}

export const LISTEN_APPLICATION_NAME = 'carespace-listen';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;
const END_WAIT_MS = 2_000;

/**
 * LISTEN needs a connection of its own, held for the life of the process (a pooled one would be handed to
 * queries and returned). When it is lost, it is opened again with a growing pause, and `onReconnect` says that
 * notifications may have been missed meanwhile.
 */
async function listenOnPostgres(connectionString: string, channel: string, handlers: ListenHandlers) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = RECONNECT_MIN_MS;

  const connect = async (): Promise<pg.Client> => {
    // Named, so an operator (or a test) can tell the listening connection from the pool's.
    const next = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotification(message.payload);
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = null;
      try {
        const next = await connect();
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        pause = RECONNECT_MIN_MS;
        handlers.onReconnect?.();
      } catch (error) {
        console.warn(`PostgreSQL: listening on ${channel} failed again (${(error as Error).message})`);
        pause = Math.min(pause * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      }
    }, pause);
    retry.unref();
  };

  // The first connection must work: a server that cannot listen would silently stop delivering.
  client = await connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (!current) return;
    // A server that no longer answers must not hold up a shutdown: the socket is dropped after a short wait.
    let timer: NodeJS.Timeout | undefined;
    const ended = current.end().catch(() => undefined);
    const waited = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), END_WAIT_MS);
    });
    if ((await Promise.race([ended, waited])) === 'late') {
      (current as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
    clearTimeout(timer);
  };
}

/** The embedded database, with what only it offers: a copy of its whole folder taken while it is open. */
export interface PgliteDatabase extends Database {
  kind: 'pglite';
  /** The data folder as a gzip-compressed tar, consistent as of the call (PGlite's own dump). */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** A folder dump (dumpDataDir) to start the database from; the folder must be empty. */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (PGlite, WASM) kept in a folder: `npm start` works on a bare machine with the same
 * SQL dialect as production. Kysely talks to it through PGlite's node-postgres shim (one connection).
 * The folder is locked for this process while it is open (pglite-lock.ts): another process opening it fails.
 */
export async function openPglite(dir: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockPglite(dir);
  try {
    return await openLockedPglite(dir, options, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openLockedPglite(
  dir: string,
  options: PgliteOptions,
  unlock: () => void,
): Promise<PgliteDatabase> {
  const [{ PGlite }, { cube }, { earthdistance }, { pg_trgm }, { btree_gist }, { createPgConfig }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/earthdistance'),
      // The admin providers search's trigram indexes (migration 0016), as on PostgreSQL.
      import('@electric-sql/pglite/contrib/pg_trgm'),
      // Bookings' no-overlap exclusion constraint (migration 0041), as on PostgreSQL.
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/node-postgres'),
    ]);
  const pglite = await PGlite.create(dir, {
    extensions: { cube, earthdistance, pg_trgm, btree_gist },
    loadDataDir: options.loadDataDir,
  });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new TableWritesPlugin()] });
  let closed = false;
  // One process, one database: PGlite's own LISTEN hears the NOTIFY of statements sent through the pool.
  const listen: Listen = Object.assign(
    async (channel: string, handlers: ListenHandlers) => {
      const unlisten = await pglite.listen(channel, (payload) => handlers.onNotification(payload));
      return async () => {
        if (!closed) await unlisten();
      };
    },
    { atStartOnly: true },
  );
  return {
    db,
    kind: 'pglite',
    listen,
    dumpDataDir: () => pglite.dumpDataDir('gzip'),
    close: async () => {
      closed = true;
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
