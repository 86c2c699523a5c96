import fs from 'node:fs';
import path from 'node:path';
import { newSecret } from '../../../lib/ids.ts';

/**
 * The secret the sandbox gateway signs its webhook events with: generated on first start and kept in DATA_DIR
 * (readable only by its owner), like the demo password, so it never enters the repo and survives restarts.
 */
export function sandboxWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'sandbox-webhook-secret.txt');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place: test workers sharing a DATA_DIR never read a half-written secret.
  const draft = `${file}.${process.pid}.${newSecret(8)}`;
  fs.writeFileSync(draft, `whsec_sandbox_${newSecret(40)}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
  return fs.readFileSync(file, 'utf8').trim();
}
