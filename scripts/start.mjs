// `npm start`: checks the settings, builds the web app when its sources are newer than the build, then runs the
// server in this same process (one pid to stop), with the embedded database in ./data unless DATABASE_URL is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
register();
// A configuration the server would refuse is refused before the web build, which can take a while: an operator
// who forgot a setting hears so in moments.
const { loadConfig } = await import(path.join(root, 'packages/server/src/config.ts'));
try {
  loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
await buildWebIfStale();
await import(path.join(root, 'packages/server/src/main.ts'));
