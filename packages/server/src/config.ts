import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_APP_ROLE, ROLE_NAME } from './db/app-role.ts';
import { tileOrigin } from './lib/tile-origin.ts';

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

/** A URL whose scheme is one of `protocols` (without the colon). */
function urlWith(protocols: string[], example: string) {
  return z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { error: `a ${protocols.join(' or ')} URL, e.g. ${example}` },
  );
}

/** An address to listen on: an IP address or a host name. */
const hostSchema = z
  .string()
  .refine(
    (value) =>
      net.isIP(value) !== 0 ||
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value),
    {
      error: 'an IP address (e.g. 0.0.0.0 or 127.0.0.1) or a host name',
    },
  );

/** VITE_MAP_TILE_URL: a {z}/{x}/{y} tile template on an http(s) host (the web build reads the same setting). */
const tileUrlSchema = z.string().refine((value) => tileOrigin(value) !== null, {
  error: 'a tile URL template on an http(s) host, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
});

/** Every setting the server reads from the environment, parsed once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: hostSchema.default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWith(['postgres', 'postgresql'], 'postgres://user:password@db/carespace').optional(),
  DATABASE_MIGRATION_URL: urlWith(
    ['postgres', 'postgresql'],
    'postgres://owner:password@db/carespace',
  ).optional(),
  DATABASE_APP_ROLE: z
    .string()
    .regex(ROLE_NAME, 'a plain role name (lower case, digits, underscores), or none')
    .default(DEFAULT_APP_ROLE),
  MIGRATE_ON_START: z.enum(['0', '1']).optional(),
  DEMO_PASSWORD: z.string().min(9).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_URL: urlWith(['http', 'https'], 'https://carespace.example.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: urlWith(['smtp', 'smtps'], 'smtps://user:password@mail.example.com:465').optional(),
  MAIL_FROM: z.string().min(3).default('Carespace <no-reply@carespace.health>'),
  SUPPORT_EMAIL: z.string().email().default('support@carespace.health'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'a phone number in E.164 form, e.g. +12015550123')
    .optional(),
  IP_GEOLOCATION_URL: urlWith(['http', 'https'], 'https://ipgeo.example.com/json/{ip}')
    .refine((value) => value.includes('{ip}'), { error: 'a URL template with {ip} where the address goes' })
    .optional(),
  VITE_MAP_TILE_URL: tileUrlSchema.optional(),
  WEB_DIST: z.string().min(1).optional(),
  REDIS_URL: urlWith(['redis', 'rediss'], 'redis://127.0.0.1:6379').optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: trustProxySchema,
  SESSION_SECRET: z
    .string()
    .min(32, 'at least 32 characters (e.g. from `openssl rand -base64 48`)')
    .optional(),
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
  /** Carespace's share of each space booking, in percent. */
  BOOKING_FEE_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  /** How often the payout job settles the hosts' due payouts; 0 turns it off (the default in tests). */
  PAYOUT_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
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
  /** Whether a start brings the schema up to date itself (always outside production; see MIGRATE_ON_START). */
  migrateOnStart: boolean;
  demoPassword: string | undefined;
  seedDemo: boolean;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Text messages through Twilio when all three are set; the outbox otherwise. */
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** The address lookup's URL template ({ip} is replaced); the offline lookup when unset. */
  ipGeolocationUrl: string | undefined;
  /** The map tile server's origin as a CSP source (from VITE_MAP_TILE_URL), which the pages may load images from. */
  mapTileOrigin: string | undefined;
  webDist: string;
  redisUrl: string | undefined;
  /** The proxies whose forwarded client address and host are believed (none when empty). */
  trustProxy: string[];
  /**
   * SESSION_SECRET: signs the session cookie. Undefined outside production (and in a demonstration) when unset:
   * the server then generates one in DATA_DIR (features/auth/session-secret.ts).
   */
  sessionSecret: string | undefined;
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
  /** Carespace's share of each space booking (percent of what the guest pays); the host is paid the rest. */
  bookingFeePercent: number;
  /** How often this process settles the hosts' due payouts (features/bookings/payout-job.ts); 0: never. */
  payoutIntervalMs: number;
}

/** A configuration the server refuses: one line per problem, every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What a production start must have, unless DEMO_MODE=1 declares a demonstration: without each, the server would
 * quietly run on a stand-in that is fine on a laptop and wrong for patients.
 */
const PRODUCTION_SETTINGS: Array<[name: string, why: string]> = [
  [
    'DATABASE_URL',
    'the PostgreSQL database (the embedded PGlite database is for development and demonstrations)',
  ],
  ['SMTP_URL', 'the mail transport (without it email only reaches the outbox table, never a patient)'],
  ['STRIPE_SECRET_KEY', 'the payment gateway (without it checkouts use the sandbox, where a test card pays)'],
  [
    'STRIPE_WEBHOOK_SECRET',
    "checks Stripe's signature on payment events (without it no payment is ever recorded)",
  ],
  ['SESSION_SECRET', 'signs the session cookie; at least 32 random characters, the same on every server'],
];

/** Settings absent or empty are unset: `SMTP_URL=` in an env file means no mail transport, not an invalid one. */
function withoutEmpty(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

export interface LoadOptions {
  /**
   * A command that only works on the database (`npm run migrate`): of the production settings it needs only
   * DATABASE_URL, not the mail, payment and session settings of a serving process.
   */
  databaseOnly?: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const given = withoutEmpty(source);
  const parsed = envSchema.safeParse(given);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (given.NODE_ENV === 'production' && given.DEMO_MODE !== '1') {
    const missing = PRODUCTION_SETTINGS.filter(
      ([name]) => !given[name] && (!options.databaseOnly || name === 'DATABASE_URL'),
    );
    for (const [name, why] of missing) problems.push(`${name} is required in production: ${why}.`);
    if (missing.length > 0) {
      problems.push(
        'Set them, or set DEMO_MODE=1 to run a demonstration (payment sandbox, outbox mail, PGlite).',
      );
    }
  }
  // Without the signing secret every Stripe webhook would be refused, and paid checkouts would never count.
  if (
    given.STRIPE_SECRET_KEY &&
    !given.STRIPE_WEBHOOK_SECRET &&
    !problems.some((p) => p.startsWith('STRIPE_WEBHOOK_SECRET'))
  ) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];
  const twilioSet = twilio.filter((name) => given[name]);
  if (twilioSet.length > 0 && twilioSet.length < twilio.length) {
    problems.push(
      `${twilio.filter((name) => !given[name]).join(', ')}: required with ${twilioSet.join(', ')} (all three, or none for the outbox)`,
    );
  }
  // An object store setting without a bucket would be ignored, and files would quietly stay on this machine.
  const orphan = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'].find((name) => given[name]);
  if (!given.S3_BUCKET && orphan) problems.push(`${orphan} is set but S3_BUCKET is not`);
  // The secret key goes wherever the SDK is pointed: a live key must only ever reach Stripe itself.
  if (given.NODE_ENV === 'production' && given.STRIPE_API_URL) {
    problems.push('STRIPE_API_URL is for tests and Stripe-compatible mocks, not production');
  }
  // Every process keeps its sessions, limits and chat notes in the database, so several need one they share; the
  // embedded PGlite is a folder only one process may open.
  if (parsed.success && parsed.data.WORKERS > 1 && !given.DATABASE_URL) {
    problems.push(
      'WORKERS above 1 needs DATABASE_URL (PostgreSQL shared by every process); the embedded database serves one ' +
        'process only.',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = env.NODE_ENV === 'production';
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
    // Production migrates on purpose (npm run migrate) unless told otherwise. The embedded database is the
    // exception: no other process can open it while the server runs, so a demonstration on it migrates at start.
    migrateOnStart: env.MIGRATE_ON_START ? env.MIGRATE_ON_START === '1' : !isProduction || !env.DATABASE_URL,
    demoPassword: env.DEMO_PASSWORD,
    // Demo accounts are never created on a production database unless explicitly asked for.
    seedDemo: env.SEED_DEMO === '1' || !(isProduction && env.DATABASE_URL),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    logLevel: env.LOG_LEVEL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : undefined,
    ipGeolocationUrl: env.IP_GEOLOCATION_URL,
    mapTileOrigin: env.VITE_MAP_TILE_URL ? (tileOrigin(env.VITE_MAP_TILE_URL) ?? undefined) : undefined,
    sessionSecret: env.SESSION_SECRET,
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
    bookingFeePercent: env.BOOKING_FEE_PERCENT,
    // Every five minutes by default; a test turns it on when it wants it, so no test's payouts move under it.
    payoutIntervalMs: env.PAYOUT_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5 * 60_000),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
