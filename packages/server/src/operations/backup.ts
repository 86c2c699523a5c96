import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createFileStore } from '../adapters/ports.ts';
import type { Config } from '../config.ts';
import { openPglite, openPostgres } from '../db/database.ts';
import { pgliteDir } from '../db/open-database.ts';
import type { DB } from '../db/types.ts';
import { copyFilesOut } from './backup-files.ts';
import { type BackupManifest, DATABASE_FILE, hashFile, MANIFEST_FILE } from './backup-manifest.ts';
import { type DatabaseFacts, databaseFacts } from './database-facts.ts';
import { pgliteExists } from './pglite-target.ts';
import { pgDump } from './postgres-tools.ts';

export interface BackupOptions {
  config: Config;
  /** Where the backup goes: a folder that does not exist yet, or an empty one. */
  folder: string;
  log?: (line: string) => void;
}

/** backups/carespace-<UTC time>, e.g. backups/carespace-2026-11-27T09-21-18Z: sorts by time, no colons. */
export function defaultBackupFolder(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join('backups', `carespace-${stamp}`);
}

/**
 * Backs up the database and every stored file into `folder`, with a manifest written last. The database comes
 * first and the files after it: a file is stored before the row that names it is committed and removed after
 * the row is, so every file the dumped rows name is still there when the files are copied (unless it is deleted
 * in between, which is reported); files uploaded meanwhile are extra and harmless.
 */
export async function backup({
  config,
  folder,
  log = () => undefined,
}: BackupOptions): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  const created = await prepareFolder(folder);
  try {
    const manifest = config.databaseUrl
      ? await backupPostgres(config, folder, createdAt, log)
      : await backupPglite(config, folder, createdAt, log);
    // The manifest last: a folder without one was never finished.
    await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    return manifest;
  } catch (error) {
    if (created) await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Creates the folder readable by its owner only (it holds health information). Returns whether it was new. */
async function prepareFolder(folder: string): Promise<boolean> {
  try {
    const entries = await fs.readdir(folder);
    if (entries.length > 0) throw new Error(`${folder} is not empty: back up into a new folder`);
    await fs.chmod(folder, 0o700);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  return true;
}

async function backupPostgres(
  config: Config,
  folder: string,
  createdAt: string,
  log: (line: string) => void,
): Promise<BackupManifest> {
  // The owner: it may read every table, the migrator's included (the app role may not).
  const ownerUrl = config.databaseMigrationUrl ?? config.databaseUrl!;
  const owner = openPostgres(ownerUrl, 1);
  const dumpFile = path.join(folder, DATABASE_FILE.postgres);
  try {
    // The counts and pg_dump read one snapshot: the manifest describes exactly the rows in the dump, however
    // busy the server is meanwhile.
    const facts = await owner.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read, read only`.execute(connection);
      try {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(connection);
        const facts = await databaseFacts(connection as Kysely<DB>);
        log(`Dumping the PostgreSQL database (${tableSummary(facts)})…`);
        await pgDump(['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${dumpFile}`], ownerUrl);
        return facts;
      } finally {
        await sql`commit`.execute(connection);
      }
    });
    await fs.chmod(dumpFile, 0o600);
    return await finish(config, folder, createdAt, 'postgres', facts, log);
  } finally {
    await owner.close();
  }
}

async function backupPglite(
  config: Config,
  folder: string,
  createdAt: string,
  log: (line: string) => void,
): Promise<BackupManifest> {
  const dir = pgliteDir(config);
  if (!(await pgliteExists(dir))) throw new Error(`There is no embedded database in ${dir} to back up`);
  // Opening takes the folder's lock: while a server has it open this fails and says so (one process only).
  const database = await openPglite(dir);
  try {
    const facts = await databaseFacts(database.db);
    log(`Copying the embedded database (${tableSummary(facts)})…`);
    const dump = await database.dumpDataDir();
    await fs.writeFile(path.join(folder, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
    // The files are copied while the lock is still held, so no server starts writing in between.
    return await finish(config, folder, createdAt, 'pglite', facts, log);
  } finally {
    await database.close();
  }
}

async function finish(
  config: Config,
  folder: string,
  createdAt: string,
  kind: 'postgres' | 'pglite',
  facts: DatabaseFacts,
  log: (line: string) => void,
): Promise<BackupManifest> {
  log('Copying the stored files…');
  const { entries, vanished } = await copyFilesOut(createFileStore(config), folder);
  for (const file of vanished)
    log(`Note: ${file} was deleted while the backup ran; it is not in the backup.`);
  const dump = await hashFile(path.join(folder, DATABASE_FILE[kind]));
  return {
    format: 'carespace-backup',
    formatVersion: 1,
    createdAt,
    database: { kind, file: DATABASE_FILE[kind], ...dump, ...facts },
    files: entries,
  };
}

function tableSummary(facts: DatabaseFacts): string {
  const tables = Object.keys(facts.rowCounts).length;
  const rows = Object.values(facts.rowCounts).reduce((sum, n) => sum + n, 0);
  return `${tables} tables, ${rows.toLocaleString('en-US')} rows`;
}
