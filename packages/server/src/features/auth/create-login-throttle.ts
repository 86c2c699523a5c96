import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { PostgresLoginThrottle } from './login-throttle.postgres.ts';
import { RedisLoginThrottle } from './login-throttle.redis.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * Redis when REDIS_URL is set (the abuse limits' own connection), PostgreSQL otherwise. Should Redis fail, the
 * attempt is counted in PostgreSQL instead of being let through unchecked or refusing every sign-in.
 */
export function createLoginThrottle(
  db: Kysely<DB>,
  redis: Redis | null,
  log: FastifyBaseLogger,
): LoginThrottle {
  const postgres = new PostgresLoginThrottle(db);
  if (!redis) return postgres;
  const primary = new RedisLoginThrottle(redis);
  return {
    async begin(email, now) {
      try {
        return await primary.begin(email, now);
      } catch (error) {
        log.error({ err: error }, 'sign-in throttle: Redis failed, counting in PostgreSQL');
        return postgres.begin(email, now);
      }
    },
    async clear(email) {
      await Promise.all([
        primary.clear(email).catch((error: unknown) => {
          log.error({ err: error }, 'sign-in throttle: Redis failed to clear');
        }),
        postgres.clear(email),
      ]);
    },
  };
}
