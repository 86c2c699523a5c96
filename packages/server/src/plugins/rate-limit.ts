import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Abuse limits for the routes that ask for them (sign-in, codes, resets). Counters live in Redis when REDIS_URL
 * is set, so every server process shares them; otherwise in this process's memory.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined, enabled = true) {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
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

/**
 * A second limit keyed by the account named in the body (sign-in, reset), so spreading guesses over many
 * addresses does not help. A preHandler, because the body is parsed by then. It uses createRateLimit rather than
 * rateLimit(): the plugin runs only one rateLimit() hook per request, and the per-IP one has already run.
 */
export function accountRateLimit(app: FastifyInstance, max = 10, timeWindow = '15 minutes') {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) =>
      `account:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED');
  };
}
