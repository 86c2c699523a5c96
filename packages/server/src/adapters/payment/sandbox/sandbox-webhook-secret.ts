import { dataDirSecret } from '../../../lib/data-dir-secret.ts';
import { newSecret } from '../../../lib/ids.ts';

/**
 * The secret the sandbox gateway signs its webhook events with: generated on first start and kept in DATA_DIR,
 * like the demo password, so it never enters the repo and survives restarts.
 */
export function sandboxWebhookSecret(dataDir: string): string {
  return dataDirSecret(dataDir, 'sandbox-webhook-secret.txt', () => `whsec_sandbox_${newSecret(40)}`);
}
