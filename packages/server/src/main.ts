import { createPorts } from './adapters/ports.ts';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openServerDatabase } from './db/open-database.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { demoPassword } from './db/seed/demo-password.ts';
import { seedDemoAccounts } from './db/seed/seed-demo.ts';
import { ignoreBrokenOutput, installShutdown } from './lib/shutdown.ts';

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

const config = configOrExit();
const database = await openServerDatabase(config, { migrate: true });

const app = await buildApp({
  config,
  db: database.db,
  ports: createPorts(config, database.db),
  listen: database.listen,
});
installShutdown({ app, closeDatabase: () => database.close() });

if (config.seedDemo) {
  const password = demoPassword(config.dataDir, config.demoPassword);
  const seeded = await seedDemoAccounts(database.db, password, app.ports.files);
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.role}`).join('\n');
  // Printed on purpose: these are throw-away demo accounts on a local database, and the person who just ran
  // `npm start` needs them. Production with DATABASE_URL never gets here unless SEED_DEMO=1.
  console.log(
    `${seeded ? 'Created' : 'Demo'} accounts (password: ${password}):\n${lines}\n` +
      `Development mailbox: ${config.publicUrl}/dev/mailbox`,
  );
}

await app.listen({ port: config.port, host: config.host });
console.log(`Carespace is serving on ${config.publicUrl} (database: ${database.kind})`);
