import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Secrets that travel in links, cookies or texts are stored only as their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A uniformly random numeric code of the given length (the 6-digit two-factor code). */
export function numericCode(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** '2015550142' → '(***) ***-0142': enough for a person to recognise their phone, not enough to learn it. */
export function maskPhone(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `(***) ***-${digits.slice(-4)}` : '';
}
