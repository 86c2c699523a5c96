import fs from 'node:fs';
import path from 'node:path';
import { newSecret } from './ids.ts';

/**
 * A secret generated on first use and kept in DATA_DIR/`fileName` (readable only by its owner), so it never
 * enters the repo and survives restarts. For development, tests and demonstrations; production sets its own.
 */
export function dataDirSecret(dataDir: string, fileName: string, make: () => string): string {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: test workers sharing a DATA_DIR never read a half-written secret.
  const draft = `${file}.${process.pid}.${newSecret(8)}`;
  fs.writeFileSync(draft, `${make()}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
  return fs.readFileSync(file, 'utf8').trim();
}
