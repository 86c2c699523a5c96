import { type ChildProcess, spawn } from 'node:child_process';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore, psql), found on PATH. The password is handed over in
 * PGPASSWORD rather than in the connection string on the command line, where any user of the machine could
 * read it in the process list.
 */

interface Connection {
  /** The connection string without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

function connection(connectionString: string): Connection {
  const url = new URL(connectionString);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env };
}

/** Resolves when the program exits 0; otherwise rejects with what it wrote to stderr. */
function finished(program: string, child: ChildProcess): Promise<void> {
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    // Enough to say what went wrong; a long run of warnings is cut.
    if (stderr.length < 20_000) stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} was not found: install the PostgreSQL client programs (e.g. postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** pg_dump with the given options into the database at `connectionString`. */
export async function pgDump(args: string[], connectionString: string): Promise<void> {
  const { url, env } = connection(connectionString);
  const child = spawn('pg_dump', [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  await finished('pg_dump', child);
}

/**
 * Restores a custom-format dump: pg_restore turns it into SQL, psql runs that in one transaction (a failure
 * leaves the database as it was). Owners and grants are left out (--no-owner --no-acl): the connecting user owns
 * what it creates, and the grants are made again by the caller.
 *
 * pg_restore itself cannot be used against the database: its script runs with an empty search_path, and the
 * earthdistance extension's ll_to_earth (PostgreSQL 15's version) names its `earth` type without a schema, so
 * the table whose generated column calls it cannot be created ("type earth does not exist"). The script's
 * search_path is therefore set to pg_catalog then public; every object in it is named with its schema anyway.
 */
export async function pgRestore(dumpFile: string, connectionString: string): Promise<void> {
  const { url, env } = connection(connectionString);
  const restore = spawn('pg_restore', ['--no-owner', '--no-acl', '--file=-', dumpFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const results = await Promise.allSettled([
    finished('psql', psql),
    finished('pg_restore', restore),
    // A psql that stops early breaks the pipe: its own exit says why.
    pipeline(restore.stdout!, new SearchPathFix(), psql.stdin!),
  ]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}

const EMPTY_SEARCH_PATH = Buffer.from("SELECT pg_catalog.set_config('search_path', '', false);");
const RESTORE_SEARCH_PATH = Buffer.from(
  "SELECT pg_catalog.set_config('search_path', 'pg_catalog, public', false);",
);
/** The statement is in the script's header; after this much without it, the stream is passed on unchanged. */
const HEADER_LIMIT = 1024 * 1024;

/** Replaces the first empty search_path setting (in the script's header) and passes everything else on. */
class SearchPathFix extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.done) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    const head = Buffer.concat(this.head);
    const at = head.indexOf(EMPTY_SEARCH_PATH);
    if (at >= 0) {
      this.finish(
        Buffer.concat([
          head.subarray(0, at),
          RESTORE_SEARCH_PATH,
          head.subarray(at + EMPTY_SEARCH_PATH.length),
        ]),
      );
    } else if (this.headLength > HEADER_LIMIT) {
      this.finish(head);
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (!this.done) this.finish(Buffer.concat(this.head));
    callback();
  }

  private finish(head: Buffer) {
    this.done = true;
    this.head = [];
    this.push(head);
  }
}
