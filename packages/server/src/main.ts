import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { FileStore } from './adapters/files/file-store.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { demonstrationNotice } from './lib/demonstration.ts';
import { ignoreBrokenOutput, installShutdown } from './lib/shutdown.ts';

ignoreBrokenOutput();

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration the server refuses: one line per problem, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = configOrExit();
if (!cluster.isWorker) {
  // The very first line: whoever reads the log must know at once that this serves no real patient.
  const notice = demonstrationNotice(config);
  if (notice) console.log(notice);
}

// The rest is loaded only once the configuration is accepted: a refusal comes in moments, not after the whole
// server has been compiled and loaded.
const { createPorts } = await import('./adapters/ports.ts');
const { buildApp } = await import('./app.ts');
const { pendingMigrations } = await import('./db/migrate.ts');
const { openServerDatabase } = await import('./db/open-database.ts');
const { DEMO_ACCOUNTS } = await import('./db/seed/demo-accounts.ts');
const { demoPassword } = await import('./db/seed/demo-password.ts');
const { seedDemoAccounts } = await import('./db/seed/seed-demo.ts');
const { runCluster } = await import('./server-cluster.ts');

async function seedDemo(database: Database, files: FileStore) {
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
 * Without MIGRATE_ON_START a production server starts on the schema it finds: /api/ready answers 503 until
 * `npm run migrate` has run, and nothing here writes to tables that may not exist yet.
 */
async function pendingOf(database: Database): Promise<string[]> {
  const pending = config.migrateOnStart ? [] : await pendingMigrations(database.db).catch(() => []);
  if (pending.length > 0) {
    console.warn(`${pending.length} migrations are pending (${pending.join(', ')}): run npm run migrate.`);
  }
  return pending;
}

/**
 * One server process. A worker of several (WORKERS > 1) finds the database already migrated and seeded by its
 * primary, and leaves every stop signal but the primary's SIGTERM alone.
 */
async function serve({ worker }: { worker: boolean }) {
  const database = await openServerDatabase(config, { migrate: !worker && config.migrateOnStart });
  const pending = worker ? [] : await pendingOf(database);
  const app = await buildApp({
    config,
    db: database.db,
    ports: createPorts(config, database.db),
    listen: database.listen,
  });
  installShutdown({
    app,
    closeDatabase: () => database.close(),
    onStopping: () => {
      app.readiness.draining = true;
    },
    ...(worker ? { signals: ['SIGTERM'] as NodeJS.Signals[] } : {}),
  });
  if (worker) process.on('SIGINT', () => undefined);
  else if (config.seedDemo && pending.length === 0) await seedDemo(database, app.ports.files);

  await app.listen({ port: config.port, host: config.host });
  if (!worker) console.log(`Carespace is serving on ${config.publicUrl} (database: ${database.kind})`);
}

/** Before forking: the schema and the demo accounts, once, by one process. */
async function prepare() {
  const database = await openServerDatabase(config, { migrate: config.migrateOnStart });
  try {
    const pending = await pendingOf(database);
    if (config.seedDemo && pending.length === 0)
      await seedDemo(database, createPorts(config, database.db).files);
  } finally {
    await database.close();
  }
}

if (cluster.isWorker) {
  await serve({ worker: true });
} else if (config.workers > 1) {
  await prepare();
  runCluster({
    workers: config.workers,
    entry: fileURLToPath(import.meta.url),
    onListening: () =>
      console.log(
        `Carespace is serving on ${config.publicUrl} with ${config.workers} processes (database: postgres)`,
      ),
  });
} else {
  await serve({ worker: false });
}
