import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { AUTH_POLICY, throttleDelayMs } from './auth.policy.ts';
import { PostgresLoginThrottle } from './login-throttle.postgres.ts';
import { RedisLoginThrottle } from './login-throttle.redis.ts';
import type { LoginThrottle } from './login-throttle.ts';

/*
 * The two stores of the sign-in throttle answer alike, and two instances of a store (two server processes) share
 * their counts. Redis runs when TEST_REDIS_URL is set (CI starts one), on keys of this run only.
 */

const t = useTestApp();
const redisUrl = process.env.TEST_REDIS_URL;

const email = () => `throttle-${randomBytes(6).toString('hex')}@Example.test`;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

function behavesAsTheThrottle(name: string, make: () => [LoginThrottle, LoginThrottle]) {
  describe(name, () => {
    it('lets the free allowance through, then doubles the wait up to the cap', async () => {
      const [throttle] = make();
      const address = email();
      let now = new Date();
      for (let failures = 1; failures <= AUTH_POLICY.freeFailures; failures++) {
        expect(await throttle.begin(address, now)).toEqual({ allowed: true, failures });
      }
      for (let failures = AUTH_POLICY.freeFailures + 1; failures <= 20; failures++) {
        const wait = throttleDelayMs(failures - 1);
        expect(await throttle.begin(address, at(now, wait - 1))).toEqual({ allowed: false, retryAfterMs: 1 });
        now = at(now, wait);
        expect(await throttle.begin(address, now)).toEqual({ allowed: true, failures });
      }
      expect(await throttle.begin(address, now)).toEqual({
        allowed: false,
        retryAfterMs: AUTH_POLICY.maxDelayMs,
      });
    });

    it('keys the address case-insensitively, and clearing ends the run', async () => {
      const [throttle] = make();
      const address = email();
      const now = new Date();
      for (let i = 0; i < AUTH_POLICY.freeFailures; i++) await throttle.begin(address, now);
      expect((await throttle.begin(address.toUpperCase(), now)).allowed).toBe(false);
      await throttle.clear(address.toLowerCase());
      expect(await throttle.begin(address, now)).toEqual({ allowed: true, failures: 1 });
    });

    it('is shared by two instances (two server processes)', async () => {
      const [first, second] = make();
      const address = email();
      const now = new Date();
      for (let i = 0; i < AUTH_POLICY.freeFailures; i++) {
        await (i % 2 === 0 ? first : second).begin(address, now);
      }
      expect(await second.begin(address, now)).toEqual({ allowed: false, retryAfterMs: 1000 });
      expect(await first.begin(address, now)).toEqual({ allowed: false, retryAfterMs: 1000 });
    });

    it('counts attempts made at the same moment one by one', async () => {
      const [first, second] = make();
      const address = email();
      const now = new Date();
      const gates = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).begin(address, now)),
      );
      expect(gates.filter((gate) => gate.allowed)).toHaveLength(AUTH_POLICY.freeFailures);
    });
  });
}

behavesAsTheThrottle('PostgreSQL store', () => [
  new PostgresLoginThrottle(t.database.db),
  new PostgresLoginThrottle(t.database.db),
]);

describe('PostgreSQL store, forgetting', () => {
  it('starts a new run a day after the last attempt', async () => {
    const throttle = new PostgresLoginThrottle(t.database.db);
    const address = email();
    const now = new Date();
    for (let i = 0; i < 9; i++) await throttle.begin(address, at(now, i * AUTH_POLICY.maxDelayMs));
    const later = at(now, 8 * AUTH_POLICY.maxDelayMs + AUTH_POLICY.forgetFailuresMs + 1);
    expect(await throttle.begin(address, later)).toEqual({ allowed: true, failures: 1 });
  });
});

describe.skipIf(!redisUrl)('Redis store', () => {
  const connections: Redis[] = [];
  const prefix = `carespace-login-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(() => {
    connections.push(new Redis(redisUrl!), new Redis(redisUrl!));
  });
  afterAll(async () => {
    const keys = await connections[0]!.keys(`${prefix}*`);
    if (keys.length > 0) await connections[0]!.del(...keys);
    await Promise.all(connections.map((connection) => connection.quit()));
  });

  behavesAsTheThrottle('on two connections', () => [
    new RedisLoginThrottle(connections[0]!, prefix),
    new RedisLoginThrottle(connections[1]!, prefix),
  ]);

  it('forgets a run a day after its last attempt (the key expires)', async () => {
    const throttle = new RedisLoginThrottle(connections[0]!, prefix);
    const address = email();
    await throttle.begin(address, new Date());
    const keys = await connections[0]!.keys(`${prefix}*`);
    const ttls = await Promise.all(keys.map((key) => connections[0]!.pttl(key)));
    expect(Math.max(...ttls)).toBeGreaterThan(AUTH_POLICY.forgetFailuresMs - 60_000);
    expect(Math.max(...ttls)).toBeLessThanOrEqual(AUTH_POLICY.forgetFailuresMs);
  });
});
