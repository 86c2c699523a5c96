import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { FileStore } from '../adapters/files/file-store.ts';
import { createFileStore } from '../adapters/ports.ts';
import type { Config } from '../config.ts';
import { grantAppRole } from '../db/app-role.ts';
import { type Database, openPglite, openPostgres } from '../db/database.ts';
import { migrationProvider } from '../db/migrations/index.ts';
import { pgliteDir } from '../db/open-database.ts';
import { pgliteHolder } from '../db/pglite-lock.ts';
import type { DB } from '../db/types.ts';
import { type ChainVerification, describeBreak, verifyAuditChain } from '../features/audit/audit-chain.ts';
import { copyFilesIn, damagedBackupFiles, storedFiles, storeMismatches } from './backup-files.ts';
import { type BackupManifest, hashFile, readManifest } from './backup-manifest.ts';
import { databaseFacts, userTableCount } from './database-facts.ts';
import { pgliteFolderIsEmpty } from './pglite-target.ts';
import { pgRestore } from './postgres-tools.ts';

export interface RestoreOptions {
  config: Config;
  /** A folder `backup` wrote. */
  folder: string;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** What the restored data does not match in the manifest; empty when everything came back as it was. */
  problems: string[];
  /** The audit log's hash chain as restored. */
  audit: ChainVerification;
}

/** The restore did not start: the backup, the target or the settings are not fit for it. Nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup into the database and file store the configuration names. Only an empty target is
 * accepted (no tables in the database, no stored files): a restore never merges into or overwrites live data,
 * so an operator who aims it at the wrong place loses nothing. The backup is checked against its manifest
 * before anything is written; afterwards every table's row count, every file and the audit chain are checked
 * against it again.
 */
export async function restore({
  config,
  folder,
  log = () => undefined,
}: RestoreOptions): Promise<RestoreReport> {
  const manifest = await readManifest(folder).catch((error: Error) => {
    throw new RestoreRefused(error.message);
  });
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new RestoreRefused(
      `This backup is of ${describeKind(manifest.database.kind)}, and the target is ${describeKind(kind)}: ` +
        'restore it where the same kind of database is configured.',
    );
  }
  await refuseDamagedBackup(folder, manifest);
  await warnAboutMigrations(manifest, log);

  const files = createFileStore(config);
  const database =
    kind === 'postgres'
      ? await restorePostgres(config, folder, manifest, files, log)
      : await restorePglite(config, folder, manifest, files, log);
  try {
    log(`Restoring ${manifest.files.length} stored files…`);
    await copyFilesIn(files, folder, manifest.files);
    log('Checking the restored data against the manifest…');
    const problems = [
      ...(await databaseMismatches(database.db, manifest)),
      ...(await storeMismatches(files, manifest.files)),
    ];
    const audit = await verifyAuditChain(database.db);
    if (audit.broken) problems.push(`the audit log chain is broken at ${describeBreak(audit.broken)}`);
    return { manifest, problems, audit };
  } finally {
    await database.close();
  }
}

function describeKind(kind: 'postgres' | 'pglite'): string {
  return kind === 'postgres'
    ? 'a PostgreSQL database (DATABASE_URL)'
    : 'the embedded database (no DATABASE_URL)';
}

async function refuseDamagedBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const problems = await damagedBackupFiles(folder, manifest.files);
  const dumpFile = path.join(folder, manifest.database.file);
  const dump = await hashFile(dumpFile).catch(() => null);
  if (!dump) problems.unshift(`${manifest.database.file} is missing`);
  else if (dump.sha256 !== manifest.database.sha256 || dump.size !== manifest.database.size) {
    problems.unshift(`${manifest.database.file} does not match its size and SHA-256 in the manifest`);
  }
  if (problems.length > 0) {
    throw new RestoreRefused(
      `The backup in ${folder} is damaged or was changed; nothing was restored:\n  ${problems.join('\n  ')}`,
    );
  }
}

/** A backup from a newer version of the product has migrations this one does not know: said before starting. */
async function warnAboutMigrations(manifest: BackupManifest, log: (line: string) => void): Promise<void> {
  const known = new Set(Object.keys(await migrationProvider.getMigrations()));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    log(
      `Note: the backup has migrations this version does not know (${unknown.join(', ')}): it was taken by a ` +
        'newer version of Carespace; run that version on the restored data.',
    );
  }
}

async function refuseStoredFiles(files: FileStore): Promise<void> {
  const stored = await storedFiles(files);
  if (stored.length > 0) {
    throw new RestoreRefused(
      `The file store already holds ${stored.length} files (e.g. ${stored[0]}): a restore only goes into an ` +
        'empty file store. Point DATA_DIR (or the file store settings) at an empty one, or move the files aside.',
    );
  }
}

async function restorePostgres(
  config: Config,
  folder: string,
  manifest: BackupManifest,
  files: FileStore,
  log: (line: string) => void,
): Promise<Database> {
  // The owner restores: the restored tables are its own, as after `npm run migrate` on that database.
  const ownerUrl = config.databaseMigrationUrl ?? config.databaseUrl!;
  const owner = openPostgres(ownerUrl, 1);
  try {
    const tables = await userTableCount(owner.db);
    if (tables > 0) {
      throw new RestoreRefused(
        `The target database already has ${tables} tables: a restore only goes into an empty database. ` +
          'Create a new database (createdb) and point DATABASE_URL (and DATABASE_MIGRATION_URL) at it.',
      );
    }
    await refuseStoredFiles(files);
    log('Restoring the PostgreSQL database…');
    // Owners and grants are not taken from the dump: the restoring user owns everything, as if it had run the
    // migrations itself, and the app role gets its grants from the code below, so the same steps work on the
    // cluster the backup came from and on a new one where the original roles do not exist. One transaction:
    // a failed restore leaves the database empty.
    await pgRestore(path.join(folder, manifest.database.file), ownerUrl);
    if (config.databaseAppRole) {
      log(`Granting the app role ${config.databaseAppRole} its privileges…`);
      await grantAppRole(owner.db, config.databaseAppRole);
    }
    return owner;
  } catch (error) {
    await owner.close();
    throw error;
  }
}

async function restorePglite(
  config: Config,
  folder: string,
  manifest: BackupManifest,
  files: FileStore,
  log: (line: string) => void,
): Promise<Database> {
  const dir = pgliteDir(config);
  const holder = pgliteHolder(dir);
  if (holder) {
    throw new RestoreRefused(
      `The embedded database in ${dir} is in use by process ${holder.pid} on ${holder.host}, most likely a ` +
        'running server: stop it first.',
    );
  }
  if (!(await pgliteFolderIsEmpty(dir))) {
    throw new RestoreRefused(
      `${dir} already holds a database: a restore only goes into an empty one. Move the folder aside (or point ` +
        'DATA_DIR at a new folder) and run the restore again.',
    );
  }
  await refuseStoredFiles(files);
  log('Restoring the embedded database…');
  const dump = new Blob([await fs.readFile(path.join(folder, manifest.database.file))], {
    type: 'application/x-gzip',
  });
  try {
    return await openPglite(dir, { loadDataDir: dump });
  } catch (error) {
    // The folder was empty before: what a failed load left in it is of no use to anyone.
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Row counts, migrations and the audit chain's newest row, compared with what the backup recorded. */
async function databaseMismatches(db: Kysely<DB>, manifest: BackupManifest): Promise<string[]> {
  const facts = await databaseFacts(db);
  const problems: string[] = [];
  const tables = new Set([...Object.keys(manifest.database.rowCounts), ...Object.keys(facts.rowCounts)]);
  for (const table of [...tables].sort()) {
    const expected = manifest.database.rowCounts[table];
    const found = facts.rowCounts[table];
    if (expected === undefined) problems.push(`table ${table} is not in the backup`);
    else if (found === undefined) problems.push(`table ${table} was not restored`);
    else if (expected !== found)
      problems.push(`table ${table} has ${found} rows; the backup had ${expected}`);
  }
  if (facts.migrations.join('\n') !== manifest.database.migrations.join('\n')) {
    problems.push('the restored migrations differ from the backup');
  }
  const head = facts.auditHead;
  const expectedHead = manifest.database.auditHead;
  if (head?.position !== expectedHead?.position || head?.hash !== expectedHead?.hash) {
    problems.push(
      `the audit log ends at ${head ? `position ${head.position}` : 'no row'}; the backup's ended at ` +
        `${expectedHead ? `position ${expectedHead.position}` : 'no row'}`,
    );
  }
  return problems;
}
