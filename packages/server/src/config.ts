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

/**
 * STRIPE_API_URL: where the Stripe SDK sends its requests instead of Stripe (a local fake in tests, or a
 * Stripe-compatible mock). Only a scheme, a host and a port: the SDK adds the /v1 paths itself.
 */
const stripeApiUrlSchema = z
  .string()
  .url()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const url = new URL(value);
    const protocol = url.protocol.slice(0, -1);
    if ((protocol !== 'http' && protocol !== 'https') || url.pathname !== '/' || url.search || url.username) {
      ctx.addIssue({ code: 'custom', message: 'a scheme, host and port only, e.g. http://127.0.0.1:12111' });
      return z.NEVER;
    }
    return {
      protocol: protocol as 'http' | 'https',
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: Number(url.port || (protocol === 'https' ? 443 : 80)),
    };
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
  STRIPE_API_URL: stripeApiUrlSchema,
  DEMO_MODE: z.enum(['0', '1']).optional(),
  // Uploaded files in an S3-compatible object store when S3_BUCKET is set (adapters/files/s3-file-store.ts).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a region name such as us-east-1')
    .default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^([A-Za-z0-9][A-Za-z0-9._-]*\/)*$/,
      'path segments each ending in "/" (e.g. carespace/), or empty',
    )
    .optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

export type Env = z.infer<typeof envSchema>;

/** Where uploaded files live when not in DATA_DIR/files; credentials come from the AWS SDK's own chain. */
export interface ObjectStoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (e.g. MinIO); AWS's own endpoint when unset. */
  endpoint: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than in the host name, for stores that need it. */
  forcePathStyle: boolean;
  /** Put before every key: `<prefix><folder>/<fileName>`. Empty or ending in "/". */
  prefix: string;
}

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
  /** Overrides the synced Stripe price of the $60 a month membership (the sandbox uses its own). */
  stripeMembershipPriceId: string | undefined;
  /** STRIPE_API_URL: the Stripe SDK talks to this fake or mock instead of Stripe (never in production). */
  stripeApi: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
  /** DEMO_MODE=1: a production start may use the payment sandbox (a demonstration, not a real pharmacy). */
  demonstration: boolean;
  /** Uploaded files in an S3-compatible object store when set; DATA_DIR/files otherwise. */
  objectStore: ObjectStoreConfig | undefined;
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
  // An object store setting without a bucket would be ignored, and files would quietly stay on this machine.
  const orphan = (['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const).find((name) => env[name]);
  if (!env.S3_BUCKET && orphan) {
    throw new Error(`Invalid configuration: ${orphan} is set but S3_BUCKET is not`);
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
  // The secret key goes wherever the SDK is pointed: a live key must only ever reach Stripe itself.
  if (isProduction && env.STRIPE_API_URL) {
    throw new Error(
      'Invalid configuration: STRIPE_API_URL is for tests and Stripe-compatible mocks, not production',
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
    stripeApi: env.STRIPE_API_URL,
    demonstration: env.DEMO_MODE === '1',
    objectStore: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
          prefix: env.S3_PREFIX ?? '',
        }
      : undefined,
    workers: env.WORKERS,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
