import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPorts } from '../../adapters/ports.ts';
import { buildApp } from '../../app.ts';
import { api, createUser } from '../../test/api.ts';
import { useTestApp } from '../../test/test-app.ts';
import { AUTH_POLICY, throttleDelayMs } from './auth.policy.ts';
import { throttleKey } from './login-throttle.ts';

/*
 * Wrong passwords slow sign-ins to an email down instead of locking the account: a stranger can make the owner
 * wait a bounded time (15 minutes at most), never lock them out, and the reset link always gets them in.
 */

const t = useTestApp();

let nextNetwork = 0;
/** A fresh /24 for each caller that should not share another test's per-IP or per-network windows. */
const freshIp = () => {
  nextNetwork += 1;
  return `10.${40 + Math.floor(nextNetwork / 250)}.${nextNetwork % 250}.7`;
};

const login = (email: string, password: string, ip = freshIp(), app = t.app) =>
  api(app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/**
 * The server's clock, stopped, so a wait is exactly what the policy says however slow the machine is; `advance`
 * lets time pass. Only Date is faked: timers, the database and its own clock run as usual.
 */
function stopTheClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
afterEach(() => {
  vi.useRealTimers();
});

const throttledBody = (res: LightMyRequestResponse) => res.json().error as { code: string; message: string };

const INCORRECT = "We don't recognize the email and password combination you provided. Please try again.";

describe('sign-in throttling', () => {
  it("a stranger's wrong passwords make the owner wait a moment, never lock the account", async () => {
    stopTheClock();
    const owner = await createUser(t.database.db);
    for (let i = 0; i < AUTH_POLICY.freeFailures; i++) {
      const res = await login(owner.email, `guess-number-${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(INCORRECT);
    }
    // The next attempt, even with the right password, waits 1 second: it is refused without being checked.
    const waiting = await login(owner.email, owner.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(throttledBody(waiting)).toEqual({
      code: 'SIGN_IN_THROTTLED',
      message:
        'For your security, signing in to this account is paused for 1 second after several unsuccessful attempts. Please try again then, or reset your password to sign in right away.',
      isInformation: false,
    });
    expect(waiting.cookies.find((c) => c.name === 'carespace_session')).toBeUndefined();

    advance(1000);
    const signedIn = await login(owner.email, owner.password);
    expect(signedIn.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('app_user')
      .select('status')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTV');
    // The right password ended the run: the next wrong ones start again from the free allowance.
    for (let i = 0; i < AUTH_POLICY.freeFailures; i++) {
      expect((await login(owner.email, `again-${i}`)).statusCode).toBe(401);
    }
  });

  it('doubles the wait with each further failure up to 15 minutes, and the owner still gets in after it', async () => {
    stopTheClock();
    const owner = await createUser(t.database.db);
    const waits: number[] = [];
    for (let failures = 1; failures <= 18; failures++) {
      expect((await login(owner.email, 'wrong-password-1')).statusCode).toBe(401);
      const next = await login(owner.email, 'wrong-password-1');
      if (next.statusCode === 429) {
        waits.push(Number(next.headers['retry-after']));
        advance(Number(next.headers['retry-after']) * 1000);
      } else {
        // Still within the free allowance: that attempt was a counted failure too.
        expect(next.statusCode).toBe(401);
        failures += 1;
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    // One more failure: the wait stays at its cap, and the owner can sign in once it has passed.
    expect((await login(owner.email, 'wrong-password-1')).statusCode).toBe(401);
    const capped = await login(owner.email, owner.password);
    expect(capped.statusCode).toBe(429);
    expect(throttledBody(capped).message).toContain('paused for 15 minutes');
    advance(AUTH_POLICY.maxDelayMs - 1);
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    advance(1);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect(throttleDelayMs(100)).toBe(AUTH_POLICY.maxDelayMs);
  });

  it('the reset link gets a throttled owner in at once and ends the run', async () => {
    stopTheClock();
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) {
      if (i > 0) advance(AUTH_POLICY.maxDelayMs);
      expect((await login(owner.email, 'wrong-password-1')).statusCode).toBe(401);
    }
    const waiting = await login(owner.email, 'wrong-password-1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(60);

    await api(t.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
      remoteAddress: freshIp(),
    });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', owner.email)
      .where('subject', '=', 'Reset your Carespace password')
      .executeTakeFirstOrThrow();
    const key = /verificationKey=([\w-]+)/.exec(mail.text_body)![1]!;
    const reset = await api(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { verificationKey: key, password: 'Fresh-Harbor-Lamp-8' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Fresh-Harbor-Lamp-8')).statusCode).toBe(200);
  });

  it('tells the owner once, by email, when sign-ins start to be slowed down', async () => {
    const owner = await createUser(t.database.db);
    for (let i = 0; i < 8; i++) {
      await login(owner.email, 'wrong-password-1');
      await t.database.db
        .updateTable('login_throttle')
        .set({ next_attempt_after: new Date(Date.now() - 1) })
        .where('key', '=', throttleKey(owner.email))
        .execute();
    }
    const notices = async () =>
      t.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', owner.email)
        .execute();
    await vi.waitFor(async () => expect(await notices()).toHaveLength(1), { timeout: 5_000 });
    const [notice] = await notices();
    expect(notice!.text_body).toContain('Your account is not locked');
    expect(notice!.text_body).toContain('/forgot-password');
  });

  it('answers an address without an account exactly like one with an account', async () => {
    stopTheClock();
    const owner = await createUser(t.database.db);
    const answers = async (email: string) => {
      const seen: Array<{ status: number; body: unknown; retryAfter: unknown }> = [];
      for (let i = 0; i < AUTH_POLICY.freeFailures + 1; i++) {
        const res = await login(email, 'wrong-password-1');
        seen.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      return seen;
    };
    const known = await answers(owner.email);
    const unknown = await answers('no-account-here@example.test');
    expect(known.at(-1)!.status).toBe(429);
    expect(unknown).toEqual(known);
  });

  it('counts guesses sent all at once: only the free allowance is checked', async () => {
    stopTheClock();
    const owner = await createUser(t.database.db);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => login(owner.email, `parallel-guess-${i}`, ip)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(AUTH_POLICY.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9 - AUTH_POLICY.freeFailures);
  });

  it('limits one network (IPv4 /24) across its addresses, whatever accounts it tries', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= AUTH_POLICY.attemptsPerNetworkWindow + 1; host++) {
      const res = await login(`sprayed-${host}@example.test`, 'Summer-2026-guess', `10.250.9.${host}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, AUTH_POLICY.attemptsPerNetworkWindow).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another network is not held back by it.
    expect((await login('sprayed-1@example.test', 'Summer-2026-guess', '10.250.10.1')).statusCode).toBe(401);
  });
});

describe('limits shared by every server process', () => {
  it('counts the per-IP window and the throttle of two app instances on one database together', async () => {
    const second = await buildApp({
      config: t.config,
      db: t.database.db,
      ports: createPorts(t.config, t.database.db),
      listen: t.database.listen,
    });
    await second.ready();
    try {
      stopTheClock();
      const owner = await createUser(t.database.db);
      for (let i = 0; i < AUTH_POLICY.freeFailures; i++) {
        await login(owner.email, 'wrong-password-1', freshIp(), i % 2 === 0 ? t.app : second);
      }
      expect((await login(owner.email, owner.password, freshIp(), second)).statusCode).toBe(429);
      expect((await login(owner.email, owner.password, freshIp(), t.app)).statusCode).toBe(429);

      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_POLICY.attemptsPerWindow + 1; i++) {
        const res = await login(`shared-${i}@example.test`, 'wrong-password-1', ip, i % 2 ? second : t.app);
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, AUTH_POLICY.attemptsPerWindow).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await second.close();
    }
  });
});
