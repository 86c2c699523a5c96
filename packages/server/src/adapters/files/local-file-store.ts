import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const PART_SUFFIX = '.part';

/** Files in a local folder (./data/files by default). Every path segment is checked: no traversal. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(folder: string, fileName: string): string {
    if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(fileName) || fileName.includes('..')) {
      throw new Error('Unsafe file path');
    }
    return path.join(this.root, folder, fileName);
  }

  async put(folder: string, fileName: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(folder, fileName);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const temp = `${target}.${process.pid}${PART_SUFFIX}`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  }

  async get(folder: string, fileName: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(folder, fileName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(folder: string): Promise<string[]> {
    if (!SAFE_SEGMENT.test(folder)) throw new Error('Unsafe file path');
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    // A name ending in .part is a put still being written (or one a crash cut short): not a stored file.
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(PART_SUFFIX))
      .map((entry) => entry.name)
      .sort();
  }

  async delete(folder: string, fileName: string): Promise<void> {
    await fs.rm(this.pathOf(folder, fileName), { force: true });
  }
}
