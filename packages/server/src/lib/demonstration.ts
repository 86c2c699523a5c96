import type { Config } from '../config.ts';

/**
 * The line a demonstration (DEMO_MODE=1) starts with, naming what stands in for the real services, so no one
 * reading the log takes it for a pharmacy that serves patients. Null when it is not a demonstration.
 */
export function demonstrationNotice(config: Config): string | null {
  if (!config.demonstration) return null;
  const payments = config.stripeSecretKey
    ? 'payments through Stripe'
    : 'payments in the sandbox (a test card pays)';
  const mail = config.smtpUrl ? 'mail through SMTP' : 'mail to the outbox (nothing is sent)';
  const database = config.databaseUrl
    ? 'database: PostgreSQL at DATABASE_URL'
    : `database: embedded PGlite in ${config.dataDir}`;
  return `DEMONSTRATION (DEMO_MODE=1), not a real pharmacy: ${payments}, ${mail}, ${database}.`;
}
