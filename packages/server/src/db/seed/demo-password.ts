import fs from 'node:fs';
import path from 'node:path';
import { newSecret } from '../../lib/ids.ts';

/**
 * The demo accounts' password: DEMO_PASSWORD when set, otherwise one generated on first start and kept in
 * DATA_DIR (readable only by its owner) so it stays the same across restarts and never enters the repo.
 */
export function demoPassword(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'demo-password.txt');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = `Demo-${newSecret(12)}`;
  fs.writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}
