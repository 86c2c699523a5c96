import type { Redis } from 'ioredis';
import { AUTH_POLICY } from './auth.policy.ts';
import { type AttemptGate, type LoginThrottle, throttleKey } from './login-throttle.ts';

/**
 * One attempt, atomically (a script runs alone on the server): refuse while the email must wait, otherwise count
 * the failure and set when the next attempt may come (throttleDelayMs). The key expires a day after its last
 * counted attempt, which forgets the run. Times are the app's milliseconds, as in the PostgreSQL store.
 */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local cap = tonumber(ARGV[4])
local forget = tonumber(ARGV[5])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return {0, nextAt - now} end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local delay = 0
if failures >= free then delay = math.min(first * 2 ^ math.min(failures - free, 30), cap) end
redis.call('HSET', KEYS[1], 'next', string.format('%d', now + delay))
redis.call('PEXPIRE', KEYS[1], forget)
return {failures, 0}
`;

type AttemptCommand = (key: string, ...args: Array<string | number>) => Promise<[number, number]>;

/** The throttle in Redis, shared by every process that uses the same Redis. */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly attempt: AttemptCommand;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'carespace-login:',
  ) {
    if (!(redis as unknown as { carespaceLoginAttempt?: unknown }).carespaceLoginAttempt) {
      redis.defineCommand('carespaceLoginAttempt', { numberOfKeys: 1, lua: ATTEMPT_SCRIPT });
    }
    const command = (redis as unknown as { carespaceLoginAttempt: AttemptCommand }).carespaceLoginAttempt;
    this.attempt = command.bind(redis);
  }

  async begin(email: string, now: Date): Promise<AttemptGate> {
    const [failures, waitMs] = await this.attempt(
      this.prefix + throttleKey(email),
      now.getTime(),
      AUTH_POLICY.freeFailures,
      AUTH_POLICY.firstDelayMs,
      AUTH_POLICY.maxDelayMs,
      AUTH_POLICY.forgetFailuresMs,
    );
    return failures > 0
      ? { allowed: true, failures: Number(failures) }
      : { allowed: false, retryAfterMs: Math.max(1, Number(waitMs)) };
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.prefix + throttleKey(email));
  }
}
