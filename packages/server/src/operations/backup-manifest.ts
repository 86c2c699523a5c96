import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_FOLDERS } from '@carespace/domain';
import { z } from 'zod';

/**
 * A backup is a folder:
 *   manifest.json            what is in it (below), written last: a folder without one is an unfinished backup
 *   database.dump            PostgreSQL: pg_dump's custom format
 *   database.tar.gz          embedded database: PGlite's dump of its data folder
 *   files/<folder>/<name>    every stored file, as the file store holds it
 */

export const MANIFEST_FILE = 'manifest.json';
export const FILES_DIR = 'files';
export const DATABASE_FILE = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;

/** A folder or file name as the file store writes them: no separators, no traversal. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

const fileEntrySchema = z.object({
  folder: z.enum(DOWNLOAD_FOLDERS),
  name: z
    .string()
    .regex(SAFE_NAME)
    .refine((name) => !name.includes('..')),
  size: z.number().int().nonnegative(),
  sha256: sha256Schema,
});

export const manifestSchema = z.object({
  format: z.literal('carespace-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    file: z.string().regex(SAFE_NAME),
    size: z.number().int().nonnegative(),
    sha256: sha256Schema,
    /** `select version()` of the database the backup was taken from. */
    serverVersion: z.string(),
    /** The migrations the database had run, oldest first; the last one is its schema version. */
    migrations: z.array(z.string()),
    latestMigration: z.string().nullable(),
    /** Rows in every table of the public schema, counted in the same snapshot the dump was taken from. */
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
    /** The newest audit row's chain position and hash: a restore must end the chain at the same row. */
    auditHead: z.object({ position: z.number().int().positive(), hash: sha256Schema }).nullable(),
  }),
  files: z.array(fileEntrySchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupFileEntry = z.infer<typeof fileEntrySchema>;

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** SHA-256 and size of a file on disk, read as a stream (a database dump may be large). */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const handle = await fs.open(file);
  try {
    for await (const chunk of handle.createReadStream()) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
  return { sha256: hash.digest('hex'), size };
}

export function backupFilePath(backupDir: string, entry: Pick<BackupFileEntry, 'folder' | 'name'>): string {
  return path.join(backupDir, FILES_DIR, entry.folder, entry.name);
}

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${backupDir} holds no ${MANIFEST_FILE}: it is not a backup, or an unfinished one`);
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path.join(backupDir, MANIFEST_FILE)} is not valid JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(
      `${path.join(backupDir, MANIFEST_FILE)} is not a backup manifest this version reads: ${problems}`,
    );
  }
  if (result.data.database.file !== DATABASE_FILE[result.data.database.kind]) {
    throw new Error(`${path.join(backupDir, MANIFEST_FILE)} names an unexpected database file`);
  }
  return result.data;
}
