/**
 * What a failed delivery means for the message: try again later, or give up (a dead letter). And what may be
 * said about it in a log line or the table: a code and a message with every address and number taken out, since
 * relays quote the recipient back ("550 5.1.1 <someone@example.com>: no such user").
 */

/** A refusal that trying again will not change (the provider said no to this message for good). */
export class PermanentDeliveryError extends Error {
  readonly permanent = true;
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

interface ErrorFields {
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  message?: unknown;
}

/** SMTP 5xx replies (RFC 5321: permanent negative completion) and errors that say so themselves. */
export function isPermanent(error: unknown): boolean {
  const fields = (error ?? {}) as ErrorFields;
  if (fields.permanent === true) return true;
  return typeof fields.responseCode === 'number' && fields.responseCode >= 500 && fields.responseCode < 600;
}

export interface FailureSummary {
  /** The SMTP reply code, the provider's status, or the error's own code (ECONNECTION, ETIMEDOUT…). */
  code: string;
  /** The error's message without addresses or phone numbers, and short. */
  message: string;
}

const EMAIL_LIKE = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
const PHONE_LIKE = /\+?\d[\d\s().-]{6,}\d/g;

export function summarizeFailure(error: unknown): FailureSummary {
  const fields = (error ?? {}) as ErrorFields;
  const code =
    typeof fields.responseCode === 'number'
      ? String(fields.responseCode)
      : typeof fields.code === 'string' || typeof fields.code === 'number'
        ? String(fields.code)
        : 'ERROR';
  const raw = typeof fields.message === 'string' ? fields.message : String(error);
  const message = raw.replace(EMAIL_LIKE, '[address]').replace(PHONE_LIKE, '[number]').slice(0, 300);
  return { code, message };
}

export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/**
 * The pause before attempt `attempt + 1`: doubling from `baseMs`, capped at `maxMs`, and drawn between half and
 * all of that, so messages that failed together (a relay outage) do not all come back at the same moment.
 */
export function retryDelayMs(attempt: number, { baseMs, maxMs }: Backoff, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
