import type { FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/types.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are deleted now and then (every this many counted requests of a process). */
const PRUNE_EVERY = 1000;

/**
 * A store for @fastify/rate-limit in the `rate_limit_counter` table, used when REDIS_URL is not set: every server
 * process counts in the same windows, as they would in Redis. One atomic upsert per limited request: a new or
 * expired window starts at 1, a live one counts on. The limited routes (sign-in, codes, resets, public forms) are
 * rare next to the rest, and each already writes a row or two of its own.
 */
export function postgresRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  let countedSincePrune = 0;

  class PostgresRateLimitStore {
    private readonly prefix: string;

    /** The plugin constructs the root store with its options; children get their route's key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      this.count(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RateLimitOptions & { routeInfo?: { method?: string; url?: string } }) {
      // One window per route, as the memory and Redis stores keep them; limiters made with createRateLimit have no
      // route and set their own key prefixes.
      const route = routeOptions.routeInfo?.method
        ? `${routeOptions.routeInfo.method} ${routeOptions.routeInfo.url}|`
        : '';
      return new PostgresRateLimitStore(route);
    }

    private async count(key: string, timeWindow: number) {
      const window = sql`${sql.lit(Math.max(1, Math.trunc(timeWindow)))} * interval '1 millisecond'`;
      const { rows } = await sql<{ hits: number; ttl: string }>`
        insert into rate_limit_counter as c (key, hits, resets_at) values (${key}, 1, now() + ${window})
        on conflict (key) do update set
          hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= now() then now() + ${window} else c.resets_at end
        returning hits, ceil(extract(epoch from resets_at - now()) * 1000) as ttl`.execute(db);
      countedSincePrune += 1;
      if (countedSincePrune >= PRUNE_EVERY) {
        countedSincePrune = 0;
        await db.deleteFrom('rate_limit_counter').where('resets_at', '<', sql<Date>`now()`).execute();
      }
      const row = rows[0]!;
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
    }
  }

  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
