import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AUTH_POLICY } from './auth.policy.ts';
import {
  countAttempt,
  deleteThrottle,
  deleteThrottlesBefore,
  findNextAttemptAfter,
} from './login-throttle.repository.ts';
import { type AttemptGate, type LoginThrottle, throttleKey } from './login-throttle.ts';

/** Old runs are deleted now and then (every this many attempts of a process), not on every attempt. */
const PRUNE_EVERY = 500;

/** The throttle in the `login_throttle` table: one row per email, counted in one atomic statement. */
export class PostgresLoginThrottle implements LoginThrottle {
  private attemptsSincePrune = 0;

  constructor(private readonly db: Kysely<DB>) {}

  async begin(email: string, now: Date): Promise<AttemptGate> {
    const key = throttleKey(email);
    const forgetBefore = new Date(now.getTime() - AUTH_POLICY.forgetFailuresMs);
    const failures = await countAttempt(this.db, key, now, forgetBefore);
    await this.pruneNowAndThen(forgetBefore);
    if (failures !== undefined) return { allowed: true, failures };
    const nextAttemptAfter = await findNextAttemptAfter(this.db, key);
    // Cleared in between by a right password or a reset: the caller may simply try again.
    if (!nextAttemptAfter) return this.begin(email, now);
    return {
      allowed: false,
      retryAfterMs: Math.max(1, nextAttemptAfter.getTime() - now.getTime()),
    };
  }

  async clear(email: string): Promise<void> {
    await deleteThrottle(this.db, throttleKey(email));
  }

  private async pruneNowAndThen(forgetBefore: Date) {
    this.attemptsSincePrune += 1;
    if (this.attemptsSincePrune < PRUNE_EVERY) return;
    this.attemptsSincePrune = 0;
    await deleteThrottlesBefore(this.db, forgetBefore);
  }
}
