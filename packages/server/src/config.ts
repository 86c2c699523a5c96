import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_APP_ROLE, ROLE_NAME } from './db/app-role.ts';

/** The names Fastify's trustProxy (proxy-addr) accepts besides addresses and CIDR blocks. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR block (address/prefix) or one of PROXY_RANGES. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies (addresses, CIDR blocks) whose X-Forwarded-For and X-Forwarded-Host are believed.
 * Unset or empty: none, in every mode — the connection's own address is the client. `true`, `*` or a hop count
 * are refused on purpose: trusting any sender lets every client name its own address and host.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    error:
      'a comma-separated list of proxy addresses or CIDR blocks (e.g. 10.0.0.5,10.1.0.0/16), or loopback',
  });

/** Every setting the server reads from the environment, parsed once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_MIGRATION_URL: z.string().url().optional(),
  DATABASE_APP_ROLE: z
    .string()
    .regex(ROLE_NAME, 'a plain role name (lower case, digits, underscores), or none')
    .default(DEFAULT_APP_ROLE),
  DEMO_PASSWORD: z.string().min(9).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Carespace <no-reply@carespace.health>'),
  SUPPORT_EMAIL: z.string().email().default('support@carespace.health'),
  WEB_DIST: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: trustProxySchema,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_MEMBERSHIP_PRICE_ID: z.string().min(1).optional(),
  DEMO_MODE: z.enum(['0', '1']).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  isDevelopment: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Who runs the migrations and grants the app role its privileges (the owner); DATABASE_URL when unset. */
  databaseMigrationUrl: string | undefined;
  /** The role the server's queries run as on PostgreSQL (db/app-role.ts); null: the connecting user itself. */
  databaseAppRole: string | null;
  demoPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  webDist: string;
  redisUrl: string | undefined;
  /** The proxies whose forwarded client address and host are believed (none when empty). */
  trustProxy: string[];
  /** Abuse limits; only a non-production server (the browser journeys, all from one address) may turn them off. */
  rateLimits: boolean;
  /** Card payments through Stripe when set; the built-in sandbox gateway otherwise. */
  stripeSecretKey: string | undefined;
  /** Verifies Stripe's webhook signatures; required with STRIPE_SECRET_KEY. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's price id of the $60 a month membership; the sandbox has its own (MEMBERSHIP_SANDBOX_PRICE_ID). */
  stripeMembershipPriceId: string | undefined;
  /** DEMO_MODE=1: a production start may use the payment sandbox (a demonstration, not a real pharmacy). */
  demonstration: boolean;
  /** How many server processes `npm start` runs on the port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  // Without the signing secret every Stripe webhook would be refused, and paid checkouts would never count.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
  // Without Stripe every checkout goes to the built-in sandbox, where a test card pays: in production that would
  // hand out orders and memberships for free. Only a declared demonstration may run that way.
  if (isProduction && !env.STRIPE_SECRET_KEY && env.DEMO_MODE !== '1') {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production (without it checkouts use the payment ' +
        'sandbox, where a test card pays). Set DEMO_MODE=1 to run a demonstration on the sandbox.',
    );
  }
  // Every process keeps its sessions, limits and chat notes in the database, so several need one they share; the
  // embedded PGlite is a folder only one process may open.
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (PostgreSQL shared by every process); the ' +
        'embedded database serves one process only.',
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    isDevelopment: env.NODE_ENV === 'development',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    databaseAppRole: env.DATABASE_APP_ROLE === 'none' ? null : env.DATABASE_APP_ROLE,
    demoPassword: env.DEMO_PASSWORD,
    // Demo accounts are never created on a production database unless explicitly asked for.
    seedDemo: env.SEED_DEMO === '1' || !(isProduction && env.DATABASE_URL),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: isProduction || env.RATE_LIMITS === 'on',
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeMembershipPriceId: env.STRIPE_MEMBERSHIP_PRICE_ID,
    demonstration: env.DEMO_MODE === '1',
    workers: env.WORKERS,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
