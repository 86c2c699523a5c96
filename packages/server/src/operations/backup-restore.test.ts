import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFileStore } from '../adapters/ports.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/database.ts';
import { pgliteDir } from '../db/open-database.ts';
import { lockPathOf } from '../db/pglite-lock.ts';
import { seedDemoAccounts } from '../db/seed/seed-demo.ts';
import type { DB } from '../db/types.ts';
import { writeAudit } from '../features/audit/audit.repository.ts';
import { newId } from '../lib/ids.ts';
import { urlForDatabase, withAdminClient } from '../test/databases.ts';
import { backup } from './backup.ts';
import { storedFiles } from './backup-files.ts';
import { backupFilePath, readManifest } from './backup-manifest.ts';
import { publicTables } from './database-facts.ts';
import { RestoreRefused, restore } from './restore.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/** One installation: a database and a file store in a DATA_DIR of its own, as the commands see it. */
interface Installation {
  config: Config;
  /** The database as its owner (on PostgreSQL the test's superuser, as DATABASE_URL here names it). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

const made: Installation[] = [];

/** A new installation: with the migrated schema (the source of a backup) or with nothing (a restore's target). */
async function installation(schema: 'migrated' | 'empty'): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carespace-backup-test-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  if (onPostgres) {
    name = `carespace_backup_${newId(10).toLowerCase()}`;
    const template = schema === 'migrated' ? ` template "${inject('templateDatabase')}"` : '';
    await withAdminClient((c) => c.query(`create database "${name}"${template}`));
    databaseUrl = urlForDatabase(name);
  } else if (schema === 'migrated') {
    fs.cpSync(inject('templateDatabase'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const made_: Installation = {
    config,
    open: async () => (databaseUrl ? openPostgres(databaseUrl, 2) : openPglite(pgliteDir(config))),
    remove: async () => {
      if (name) await withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  made.push(made_);
  return made_;
}

async function withDatabase<T>(target: Installation, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Every table's rows as sorted JSON lines: equal when two databases hold the same data. */
async function contents(db: Kysely<DB>): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await publicTables(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.id('public', table)}`.execute(db);
    all[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

async function fileContents(config: Config): Promise<Record<string, string>> {
  const files = createFileStore(config);
  const all: Record<string, string> = {};
  for (const file of await storedFiles(files)) {
    const [folder, name] = file.split('/') as [string, string];
    all[file] = (await files.get(folder, name))!.toString('base64');
  }
  return all;
}

/** Whether a restore left the target as it found it: no tables, no files. */
async function isUntouched(target: Installation): Promise<boolean> {
  const files = await storedFiles(createFileStore(target.config));
  if (!onPostgres)
    return files.length === 0 && !fs.existsSync(path.join(pgliteDir(target.config), 'PG_VERSION'));
  return files.length === 0 && (await withDatabase(target, publicTables)).length === 0;
}

const quiet = () => undefined;

describe('backup and restore', () => {
  let source: Installation;
  let backupDir: string;
  let sourceData: Record<string, string[]>;

  beforeAll(async () => {
    source = await installation('migrated');
    await withDatabase(source, async (db) => {
      await seedDemoAccounts(db, 'demo-password-for-backups', createFileStore(source.config));
      for (const n of [1, 2, 3]) {
        await writeAudit(db, {
          eventCode: 'TEST_EVENT',
          userId: null,
          ip: '127.0.0.1',
          userAgent: 'vitest',
          requestId: `backup-${n}`,
          details: { n },
        });
      }
      sourceData = await contents(db);
    });
    backupDir = path.join(source.config.dataDir, '..', `${path.basename(source.config.dataDir)}-backup`);
    await backup({ config: source.config, folder: backupDir, log: quiet });
  }, 240_000); // Seeding the demo data is most of it: seconds alone, minutes on a loaded machine.

  afterAll(async () => {
    if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
    await Promise.all(made.map((one) => one.remove()));
  });

  it('restores every table and every file into an empty installation, and says so', async () => {
    const manifest = await readManifest(backupDir);
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.database.rowCounts.app_user).toBeGreaterThan(0);
    expect(manifest.database.rowCounts.audit_event).toBe(sourceData.audit_event!.length);
    expect(manifest.files.length).toBeGreaterThan(0);

    const target = await installation('empty');
    const report = await restore({ config: target.config, folder: backupDir, log: quiet });
    expect(report.problems).toEqual([]);
    expect(report.audit).toMatchObject({ verified: sourceData.audit_event!.length, broken: null });

    expect(await withDatabase(target, contents)).toEqual(sourceData);
    expect(await fileContents(target.config)).toEqual(await fileContents(source.config));
    if (onPostgres) {
      // The server's role may work on the restored tables (its grants are made again, not taken from the dump).
      const rows = await withDatabase(target, async (db) => {
        await sql`set role carespace_app`.execute(db);
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from app_user`.execute(db);
        await sql`reset role`.execute(db);
        return rows;
      });
      expect(rows[0]!.n).toBe(manifest.database.rowCounts.app_user);
    }
  }, 120_000);

  it('refuses a target that already has a database or stored files', async () => {
    await expect(restore({ config: source.config, folder: backupDir, log: quiet })).rejects.toThrow(
      onPostgres ? /already has \d+ tables/ : /already holds a database/,
    );

    const target = await installation('empty');
    await createFileStore(target.config).put('properties', 'left-over.jpg', Buffer.from('not empty'));
    const refusal = restore({ config: target.config, folder: backupDir, log: quiet });
    await expect(refusal).rejects.toThrow(RestoreRefused);
    await expect(refusal).rejects.toThrow(
      /file store already holds 1 files \(e\.g\. properties\/left-over\.jpg\)/,
    );
    await createFileStore(target.config).delete('properties', 'left-over.jpg');
    expect(await isUntouched(target)).toBe(true);
  });

  it('detects a file changed in the backup and restores nothing', async () => {
    const tampered = `${backupDir}-tampered`;
    fs.cpSync(backupDir, tampered, { recursive: true });
    try {
      const manifest = await readManifest(tampered);
      const victim = manifest.files[0]!;
      const bytes = fs.readFileSync(backupFilePath(tampered, victim));
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      fs.writeFileSync(backupFilePath(tampered, victim), bytes);

      const target = await installation('empty');
      await expect(restore({ config: target.config, folder: tampered, log: quiet })).rejects.toThrow(
        `files/${victim.folder}/${victim.name} does not match its size and SHA-256`,
      );
      expect(await isUntouched(target)).toBe(true);
    } finally {
      fs.rmSync(tampered, { recursive: true, force: true });
    }
  });

  it.skipIf(onPostgres)('refuses to copy an embedded database another process has open', async () => {
    // What a running server leaves beside its folder: a lock naming a live process (here this test's parent).
    const lock = lockPathOf(pgliteDir(source.config));
    fs.writeFileSync(lock, JSON.stringify({ pid: process.ppid, host: os.hostname() }));
    const folder = `${backupDir}-while-running`;
    try {
      await expect(backup({ config: source.config, folder, log: quiet })).rejects.toThrow(
        `in use by another process (process ${process.ppid}`,
      );
      expect(fs.existsSync(folder)).toBe(false);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });
});
