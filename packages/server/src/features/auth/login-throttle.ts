import { sha256 } from '../../lib/tokens.ts';

/** What an attempt to sign in may do: go ahead (and it is already counted), or wait. */
export type AttemptGate = { allowed: true; failures: number } | { allowed: false; retryAfterMs: number };

/**
 * Consecutive unsuccessful sign-ins per email, shared by every server process. An attempt is counted as a
 * failure before its password is checked, so guesses sent in parallel are all counted; the right password then
 * clears the run. While an email must wait, attempts are refused without being checked or counted.
 */
export interface LoginThrottle {
  begin(email: string, now: Date): Promise<AttemptGate>;
  clear(email: string): Promise<void>;
}

/**
 * The key of an email: its lower-cased SHA-256. An address without an account is throttled exactly like one with
 * an account (the answers must not tell them apart), and the store never holds the address itself.
 */
export const throttleKey = (email: string) => sha256(email.trim().toLowerCase());
