// `npm start`: builds the web app when its sources are newer than the build, then runs the server in this
// same process (one pid to stop), with the embedded database in ./data unless DATABASE_URL is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await buildWebIfStale();
register();
await import(path.join(root, 'packages/server/src/main.ts'));
