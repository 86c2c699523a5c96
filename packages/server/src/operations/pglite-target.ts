import fs from 'node:fs/promises';
import path from 'node:path';

/** Whether the folder holds an embedded database (PostgreSQL marks a data folder with PG_VERSION). */
export async function pgliteExists(dir: string): Promise<boolean> {
  try {
    await fs.access(path.join(dir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

/** Whether the folder is missing or empty: the only place a restore writes an embedded database into. */
export async function pgliteFolderIsEmpty(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
