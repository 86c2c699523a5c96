import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { AUTH_POLICY } from './auth.policy.ts';
import { throttleKey } from './login-throttle.ts';

/*
 * With REDIS_URL set, the sign-in throttle and the abuse limits count in Redis (shared by every process that
 * uses it) rather than in PostgreSQL. Runs when TEST_REDIS_URL is set (CI starts a Redis).
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limits in Redis', () => {
  const t = useTestApp({ REDIS_URL: redisUrl });
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(async () => {
    await redis?.quit();
  });
  // Addresses of this run only, so runs sharing the Redis do not count into each other's windows.
  const ip = () => `10.${randomInt(100, 200)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

  it('slows wrong passwords down in Redis, not in the database', async () => {
    const owner = await createUser(t.database.db, {
      email: `redis-${randomBytes(6).toString('hex')}@example.test`,
    });
    const login = (password: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password },
        remoteAddress: ip(),
      });
    for (let i = 0; i < AUTH_POLICY.freeFailures; i++)
      expect((await login('wrong-password-1')).statusCode).toBe(401);
    const waiting = await login(owner.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('SIGN_IN_THROTTLED');
    expect(await redis!.hget(`carespace-login:${throttleKey(owner.email)}`, 'failures')).toBe(
      String(AUTH_POLICY.freeFailures),
    );
    const rows = await t.database.db.selectFrom('login_throttle').select('key').execute();
    expect(rows).toHaveLength(0);
    await redis!.del(`carespace-login:${throttleKey(owner.email)}`);
    expect((await login(owner.password)).statusCode).toBe(200);
  });

  it('keeps the per-IP window in Redis', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_POLICY.attemptsPerWindow; i++) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${i}@example.test`, password: 'wrong-password-1' },
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    const rows = await t.database.db.selectFrom('rate_limit_counter').select('key').execute();
    expect(rows).toHaveLength(0);
  });
});
