import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AUTH_POLICY, throttleDelayMs } from './auth.policy.ts';

/** The `login_throttle` table: one row per email key, with its run of failures and when it may try again. */

/** throttleDelayMs in SQL, for a failure count computed inside the statement. */
function delayMs(failures: RawBuilder<number>) {
  const free = sql.lit(AUTH_POLICY.freeFailures);
  return sql<number>`case when ${failures} < ${free} then 0 else least(
    ${sql.lit(AUTH_POLICY.firstDelayMs)} * power(2, least(${failures} - ${free}, 30)),
    ${sql.lit(AUTH_POLICY.maxDelayMs)}) end`;
}

/**
 * Counts one attempt on the key in one atomic statement and returns the run's failures, or undefined when the key
 * must still wait (the row is then left untouched). A run older than `forgetBefore` starts again at one.
 */
export async function countAttempt(
  db: Kysely<DB>,
  key: string,
  now: Date,
  forgetBefore: Date,
): Promise<number | undefined> {
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
    returning failures`.execute(db);
  const row = counted.rows[0];
  return row ? Number(row.failures) : undefined;
}

/** When the key may try again; undefined when it has no run (cleared meanwhile). */
export async function findNextAttemptAfter(db: Kysely<DB>, key: string): Promise<Date | undefined> {
  const waiting = await db
    .selectFrom('login_throttle')
    .select('next_attempt_after')
    .where('key', '=', key)
    .executeTakeFirst();
  return waiting ? new Date(waiting.next_attempt_after) : undefined;
}

export async function deleteThrottle(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Deletes the runs whose last attempt is older than `before`: they would start again at one anyway. */
export async function deleteThrottlesBefore(db: Kysely<DB>, before: Date): Promise<void> {
  await db.deleteFrom('login_throttle').where('last_attempt_at', '<', before).execute();
}
