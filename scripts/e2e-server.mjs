// The server for the browser journeys: a fresh embedded database for every run, demo accounts seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(os.tmpdir(), `carespace-e2e-${process.env.PORT ?? '3100'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
register();
await import(path.join(root, 'packages/server/src/main.ts'));
