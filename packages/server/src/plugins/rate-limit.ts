import { isIPv4 } from 'node:net';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The abuse limits' Redis connection when REDIS_URL is set (the sign-in throttle shares it), else null. */
    redis: Redis | null;
  }
}

/**
 * Abuse limits for the routes that ask for them (sign-in, codes, resets, public forms). Counters live in Redis
 * when REDIS_URL is set, otherwise in PostgreSQL (rate-limit-store.ts): either way every server process shares
 * them, so running more processes does not multiply anyone's allowance.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined, enabled = true) {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : null;
  if (redis) {
    // ioredis reconnects by itself; without a listener each lost connection is printed as an unhandled error.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection failed'));
    app.addHook('onClose', async () => void redis.quit());
  }
  app.decorate('redis', redis);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : { store: postgresRateLimitStore(app.db) }),
    nameSpace: 'carespace-rl:',
    skipOnError: true,
    // Route options are merged over these, so this switches every limit, per IP and per account, off together.
    allowList: () => !enabled,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      // The error handler turns this into the catalogue's RATE_LIMITED envelope.
      message: `Too many attempts. Please wait ${context.after} and try again.`,
    }),
  });
}

/** Per-IP limit of the public forms that send mail (contact, wRVU results, therapy navigation): generous for
 * people, a ceiling for scripts. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

/** A limiter that runs as a preHandler, after the route's own per-IP limit, and refuses with RATE_LIMITED. */
function preHandlerLimit(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  keyGenerator: (request: FastifyRequest) => string,
) {
  // createRateLimit rather than rateLimit(): the plugin runs only one rateLimit() hook per request, and the
  // per-IP one has already run.
  const check = app.createRateLimit({ max, timeWindow, keyGenerator });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED');
  };
}

/**
 * A second limit keyed by the address named in the body (reset links, sign-up codes: each one is an email), so
 * one inbox is not flooded from many places. `purpose` keeps each route's count apart.
 */
export function accountRateLimit(app: FastifyInstance, purpose: string, max = 10, timeWindow = '15 minutes') {
  return preHandlerLimit(
    app,
    max,
    timeWindow,
    (request) =>
      `${purpose}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  );
}

/**
 * The network a client is in: its IPv4 /24 ('203.0.113.0/24') or IPv6 /64. An address-mapped IPv6 counts as
 * its IPv4 address.
 */
export function networkOf(ip: string): string {
  const address = normalizeIP(ip, 64);
  if (!isIPv4(address)) return `${address}/64`;
  return `${address.split('.').slice(0, 3).join('.')}.0/24`;
}

/**
 * A limit per network (IPv4 /24, IPv6 /64) on top of the per-IP one, so a source with many addresses cannot
 * spread guesses over many accounts. `purpose` keeps each route's count apart.
 */
export function networkRateLimit(app: FastifyInstance, purpose: string, max: number, timeWindow: string) {
  return preHandlerLimit(app, max, timeWindow, (request) => `${purpose}:network:${networkOf(request.ip)}`);
}
