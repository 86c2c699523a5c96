import fs from 'node:fs';
import os from 'node:os';

/**
 * The embedded database is one process's: PGlite keeps its own buffers and writes its folder as it pleases, and
 * a second process opening the same folder (a second server, a backup or a restore) would read a half-written
 * state or overwrite the first one's pages. PGlite itself leaves no usable mark (its postmaster.pid is a fixed
 * placeholder that also survives a crash), so whoever opens the folder holds a lock file beside it naming the
 * process. A lock whose process is gone (a crash, a kill) is taken over.
 */

export interface PgliteLockHolder {
  pid: number;
  host: string;
}

export class PgliteInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: PgliteLockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (process ${holder.pid} on ${holder.host}), ` +
        'most likely a running server. Stop it and try again. If no such process runs, remove ' +
        `${lockPathOf(dir)}.`,
    );
    this.name = 'PgliteInUseError';
  }
}

export function lockPathOf(dir: string): string {
  return `${dir.replace(/[/\\]+$/, '')}.lock`;
}

function readHolder(lockPath: string): PgliteLockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<PgliteLockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return parsed as PgliteLockHolder;
    return null;
  } catch {
    return null;
  }
}

/** Whether the holder still runs. A holder on another machine (a shared volume) cannot be asked: it counts. */
function isAlive(holder: PgliteLockHolder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the folder now, or null when nobody does. */
export function pgliteHolder(dir: string): PgliteLockHolder | null {
  const holder = readHolder(lockPathOf(dir));
  return holder && isAlive(holder) ? holder : null;
}

/**
 * Takes the folder's lock for this process, or throws PgliteInUseError. The answer releases it. Opening a folder
 * this same process already holds is left to the caller (the lock guards against other processes).
 */
export function lockPglite(dir: string): () => void {
  const lockPath = lockPathOf(dir);
  const mine: PgliteLockHolder = { pid: process.pid, host: os.hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx': created only if absent, so of two processes starting at once exactly one gets it.
      fs.writeFileSync(lockPath, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        const holder = readHolder(lockPath);
        if (holder?.pid === mine.pid && holder.host === mine.host) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && holder.pid === mine.pid && holder.host === mine.host) return () => undefined;
    if (holder && isAlive(holder)) throw new PgliteInUseError(dir, holder);
    // A stale lock (its process is gone, or the file was cut short by a crash): removed, then taken again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath} on the embedded database`);
}
