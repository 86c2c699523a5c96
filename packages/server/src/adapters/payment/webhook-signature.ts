import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be (Stripe's own default), so a captured one cannot be replayed days later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, payload: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
}

/** The `stripe-signature` header value for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(secret: string, payload: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload).toString('hex')}`;
}

/**
 * Checks a header made as Stripe makes it (and as signWebhookPayload does): any `v1` entry must match, in
 * constant time, and the timestamp must be recent.
 */
export function verifyWebhookSignature(
  secret: string,
  payload: Buffer,
  header: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = hmac(secret, timestamp, payload);
  return signatures.some((s) => timingSafeEqual(s, expected));
}
