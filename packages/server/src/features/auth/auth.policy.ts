/** The numbers behind account security, in one place so tests and docs refer to the same values. */
export const AUTH_POLICY = {
  /**
   * Consecutive unsuccessful sign-ins to one email that cost nothing; from then on each attempt waits for the
   * one before it: 1 s after the 5th, doubling with each further one, never more than 15 minutes.
   */
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** A run of failures is forgotten a day after its last attempt. */
  forgetFailuresMs: 24 * 60 * 60 * 1000,
  /** Sign-in attempts allowed per IP address (IPv6: per /64) in the window; the next one gets 429. */
  attemptsPerWindow: 10,
  /** … and per network (IPv4 /24, IPv6 /64), so one source cannot spread its guesses over many accounts. */
  attemptsPerNetworkWindow: 50,
  attemptWindow: '15 minutes',
  /** Sign-up codes mailed to one address in the window (each is an email: a ceiling against mail bombing). */
  signupCodesPerAddress: 5,
  verifyEmailHours: 48,
  updateEmailHours: 24,
  resetPasswordMinutes: 60,
  inviteDays: 7,
  codeMinutes: 10,
  codeAttempts: 5,
} as const;

export const HOURS = 60 * 60 * 1000;
export const MINUTES = 60 * 1000;

/**
 * How long the next attempt must wait after `failures` consecutive unsuccessful ones: nothing for the first
 * four, then 1 s, 2 s, 4 s … up to 15 minutes (reached after the 15th).
 */
export function throttleDelayMs(failures: number): number {
  if (failures < AUTH_POLICY.freeFailures) return 0;
  const doublings = Math.min(failures - AUTH_POLICY.freeFailures, 30);
  return Math.min(AUTH_POLICY.firstDelayMs * 2 ** doublings, AUTH_POLICY.maxDelayMs);
}
