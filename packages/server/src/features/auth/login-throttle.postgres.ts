import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AUTH_POLICY, throttleDelayMs } from './auth.policy.ts';
import { type AttemptGate, type LoginThrottle, throttleKey } from './login-throttle.ts';

/** throttleDelayMs in SQL, for a failure count computed inside the statement. */
function delayMs(failures: RawBuilder<number>) {
  const free = sql.lit(AUTH_POLICY.freeFailures);
  return sql<number>`case when ${failures} < ${free} then 0 else least(
    ${sql.lit(AUTH_POLICY.firstDelayMs)} * power(2, least(${failures} - ${free}, 30)),
    ${sql.lit(AUTH_POLICY.maxDelayMs)}) end`;
}

/** Old runs are deleted now and then (every this many attempts of a process), not on every attempt. */
const PRUNE_EVERY = 500;

/** The throttle in the `login_throttle` table: one row per email, counted in one atomic statement. */
export class PostgresLoginThrottle implements LoginThrottle {
  private attemptsSincePrune = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async begin(email: string, now: Date): Promise<AttemptGate> {
    const key = throttleKey(email);
    const forgetBefore = new Date(now.getTime() - AUTH_POLICY.forgetFailuresMs);
    const failures = sql<number>`(case when t.last_attempt_at < ${forgetBefore} then 1 else t.failures + 1 end)`;
    // The row is locked by the upsert, so parallel attempts are counted one after the other; the WHERE leaves a
    // row that must still wait untouched, and then nothing is returned.
    const counted = await sql<{ failures: number }>`
      insert into login_throttle as t (key, failures, next_attempt_after, last_attempt_at)
      values (${key}, 1, ${new Date(now.getTime() + throttleDelayMs(1))}, ${now})
      on conflict (key) do update set
        failures = ${failures},
        next_attempt_after = ${now}::timestamptz + ${delayMs(failures)} * interval '1 millisecond',
        last_attempt_at = ${now}
      where t.next_attempt_after <= ${now}
      returning failures`.execute(this.db);
    await this.pruneNowAndThen(forgetBefore);
    const row = counted.rows[0];
    if (row) return { allowed: true, failures: Number(row.failures) };
    const waiting = await this.db
      .selectFrom('login_throttle')
      .select('next_attempt_after')
      .where('key', '=', key)
      .executeTakeFirst();
    // Cleared in between by a right password or a reset: the caller may simply try again.
    if (!waiting) return this.begin(email, now);
    return {
      allowed: false,
      retryAfterMs: Math.max(1, new Date(waiting.next_attempt_after).getTime() - now.getTime()),
    };
  }

  async clear(email: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', throttleKey(email)).execute();
  }

  private async pruneNowAndThen(forgetBefore: Date) {
    this.attemptsSincePrune += 1;
    if (this.attemptsSincePrune < PRUNE_EVERY) return;
    this.attemptsSincePrune = 0;
    await this.db.deleteFrom('login_throttle').where('last_attempt_at', '<', forgetBefore).execute();
  }
}
