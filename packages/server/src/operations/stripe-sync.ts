/**
 * `npm run stripe:sync`: makes the Stripe account of STRIPE_SECRET_KEY hold a product and a current price for every
 * medication and for the membership, and records the price ids on the database the server would open (DATABASE_URL,
 * else the embedded database in DATA_DIR; stop the server first there, the embedded database is one process's).
 * Run it after deploying a catalogue price change and after changing to another Stripe account or mode. Prints what
 * it created, found and archived; exits 0, or 1 when it could not finish (running it again picks up from there).
 */
import { createStripeClient } from '../adapters/payment/stripe-client.ts';
import { loadConfig } from '../config.ts';
import { openServerDatabase } from '../db/open-database.ts';
import { describeSummary, syncStripePrices } from '../features/stripe-sync/stripe-sync.service.ts';
import { runCommand } from '../lib/run-command.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.stripeSecretKey) {
    console.error(
      'STRIPE_SECRET_KEY is not set: there is no Stripe account to sync (the sandbox needs no sync).',
    );
    return 1;
  }
  const stripe = createStripeClient({ secretKey: config.stripeSecretKey, ...config.stripeApi });
  const database = await openServerDatabase(config, { migrate: true });
  try {
    console.log(describeSummary(await syncStripePrices(database.db, stripe)));
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, (error) => `The Stripe prices could not be synced: ${error.message}`, 1);
