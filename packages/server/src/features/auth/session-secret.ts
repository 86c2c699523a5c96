import type { Config } from '../../config.ts';
import { dataDirSecret } from '../../lib/data-dir-secret.ts';
import { newSecret } from '../../lib/ids.ts';

/**
 * The key the session cookie is signed with: SESSION_SECRET, which production requires; elsewhere (and in a
 * demonstration) one generated once in DATA_DIR, so `npm start` needs no setting and sessions survive restarts.
 */
export function sessionSecret(config: Config): string {
  return config.sessionSecret ?? dataDirSecret(config.dataDir, 'session-secret.txt', () => newSecret(64));
}
