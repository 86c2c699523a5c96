import fs from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_FOLDERS } from '@carespace/domain';
import type { FileStore } from '../adapters/files/file-store.ts';
import { type BackupFileEntry, backupFilePath, sha256 } from './backup-manifest.ts';

/**
 * The stored files' side of a backup, all through the FileStore port, so the local folder and an object store
 * are backed up and restored alike. The folders are the fixed list the server stores into.
 */

/** Every file of every folder, as "folder/name". */
export async function storedFiles(files: FileStore): Promise<string[]> {
  const all: string[] = [];
  for (const folder of DOWNLOAD_FOLDERS) {
    for (const name of await files.list(folder)) all.push(`${folder}/${name}`);
  }
  return all;
}

/**
 * Copies every stored file into the backup. A file listed but gone when read (deleted meanwhile) is left out
 * and reported: the backup holds what existed at the moment each file was read.
 */
export async function copyFilesOut(
  files: FileStore,
  backupDir: string,
): Promise<{ entries: BackupFileEntry[]; vanished: string[] }> {
  const entries: BackupFileEntry[] = [];
  const vanished: string[] = [];
  for (const folder of DOWNLOAD_FOLDERS) {
    await fs.mkdir(path.join(backupDir, 'files', folder), { recursive: true, mode: 0o700 });
    for (const name of await files.list(folder)) {
      const bytes = await files.get(folder, name);
      if (!bytes) {
        vanished.push(`${folder}/${name}`);
        continue;
      }
      await fs.writeFile(backupFilePath(backupDir, { folder, name }), bytes, { mode: 0o600 });
      entries.push({ folder, name, size: bytes.length, sha256: sha256(bytes) });
    }
  }
  return { entries, vanished };
}

/** What differs between the manifest's files and the backup folder's: empty when every file is intact. */
export async function damagedBackupFiles(backupDir: string, entries: BackupFileEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of entries) {
    const file = path.join('files', entry.folder, entry.name);
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(backupFilePath(backupDir, entry));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      problems.push(`${file} is missing`);
      continue;
    }
    if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) {
      problems.push(`${file} does not match its size and SHA-256 in the manifest`);
    }
  }
  return problems;
}

/** Writes the backup's files into the store. */
export async function copyFilesIn(
  files: FileStore,
  backupDir: string,
  entries: BackupFileEntry[],
): Promise<void> {
  for (const entry of entries) {
    await files.put(entry.folder, entry.name, await fs.readFile(backupFilePath(backupDir, entry)));
  }
}

/** Reads every file back from the store: what is missing, different or extra compared with the manifest. */
export async function storeMismatches(files: FileStore, entries: BackupFileEntry[]): Promise<string[]> {
  const problems: string[] = [];
  const expected = new Set(entries.map((entry) => `${entry.folder}/${entry.name}`));
  for (const entry of entries) {
    const bytes = await files.get(entry.folder, entry.name);
    if (!bytes) problems.push(`file ${entry.folder}/${entry.name} is missing from the file store`);
    else if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) {
      problems.push(`file ${entry.folder}/${entry.name} in the file store does not match the manifest`);
    }
  }
  for (const file of await storedFiles(files)) {
    if (!expected.has(file)) problems.push(`file ${file} is in the file store but not in the backup`);
  }
  return problems;
}
