import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { FileStore } from './adapters/files/file-store.ts';
import { createPorts } from './adapters/ports.ts';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openServerDatabase } from './db/open-database.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { demoPassword } from './db/seed/demo-password.ts';
import { seedDemoAccounts } from './db/seed/seed-demo.ts';
import { ignoreBrokenOutput, installShutdown } from './lib/shutdown.ts';
import { runCluster } from './server-cluster.ts';

ignoreBrokenOutput();

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration the server refuses: one line that says why, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

async function seedDemo(config: Config, database: Database, files: FileStore) {
  const password = demoPassword(config.dataDir, config.demoPassword);
  const seeded = await seedDemoAccounts(database.db, password, files);
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.role}`).join('\n');
  // Printed on purpose: these are throw-away demo accounts on a local database, and the person who just ran
  // `npm start` needs them. Production with DATABASE_URL never gets here unless SEED_DEMO=1.
  console.log(
    `${seeded ? 'Created' : 'Demo'} accounts (password: ${password}):\n${lines}\n` +
      `Development mailbox: ${config.publicUrl}/dev/mailbox`,
  );
}

/**
 * One server process. A worker of several (WORKERS > 1) finds the database already migrated and seeded by its
 * primary, and leaves every stop signal but the primary's SIGTERM alone.
 */
async function serve(config: Config, { worker }: { worker: boolean }) {
  const database = await openServerDatabase(config, { migrate: !worker });
  const app = await buildApp({
    config,
    db: database.db,
    ports: createPorts(config, database.db),
    listen: database.listen,
  });
  installShutdown({
    app,
    closeDatabase: () => database.close(),
    ...(worker ? { signals: ['SIGTERM'] as NodeJS.Signals[] } : {}),
  });
  if (worker) process.on('SIGINT', () => undefined);
  else if (config.seedDemo) await seedDemo(config, database, app.ports.files);

  await app.listen({ port: config.port, host: config.host });
  if (!worker) console.log(`Carespace is serving on ${config.publicUrl} (database: ${database.kind})`);
}

/** Before forking: the schema and the demo accounts, once, by one process. */
async function prepare(config: Config) {
  const database = await openServerDatabase(config, { migrate: true });
  try {
    if (config.seedDemo) await seedDemo(config, database, createPorts(config, database.db).files);
  } finally {
    await database.close();
  }
}

const config = configOrExit();
if (cluster.isWorker) {
  await serve(config, { worker: true });
} else if (config.workers > 1) {
  await prepare(config);
  runCluster({
    workers: config.workers,
    entry: fileURLToPath(import.meta.url),
    onListening: () =>
      console.log(
        `Carespace is serving on ${config.publicUrl} with ${config.workers} processes (database: postgres)`,
      ),
  });
} else {
  await serve(config, { worker: false });
}
