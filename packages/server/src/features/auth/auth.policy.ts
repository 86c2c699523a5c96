/** The numbers behind account security, in one place so tests and docs refer to the same values. */
export const AUTH_POLICY = {
  /** Consecutive wrong passwords before the account is locked. */
  lockAfterFailures: 8,
  lockMinutes: 15,
  /** Sign-in attempts allowed per IP address and per account in the window; the next one gets 429. */
  attemptsPerWindow: 10,
  attemptWindow: '15 minutes',
  verifyEmailHours: 48,
  updateEmailHours: 24,
  resetPasswordMinutes: 60,
  inviteDays: 7,
  codeMinutes: 10,
  codeAttempts: 5,
} as const;

export const HOURS = 60 * 60 * 1000;
export const MINUTES = 60 * 1000;
