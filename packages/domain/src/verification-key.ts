/**
 * The rules of an emailed link's key, free of zod: the entry pages check a link's key before their
 * first interaction, and zod is not part of their first download. verificationKeySchema applies these same rules,
 * so the server and the page answer a key alike.
 */
import { VERIFICATION_KEY_LENGTH } from './constants.ts';
import { VALIDATION, VERIFY_EMAIL } from './messages.ts';

/** Longest key accepted (the keys issued are 64 characters). */
export const VERIFICATION_KEY_MAX = 512;

/** The product's message for what is wrong with a key as the link carries it, or null when it may be sent. */
export function verificationKeyProblem(raw: string | null | undefined): string | null {
  const key = raw?.trim() ?? '';
  if (key.length === 0) return VERIFY_EMAIL.missingKey;
  if (key.length < VERIFICATION_KEY_LENGTH) return VERIFY_EMAIL.invalidKey;
  if (key.length > VERIFICATION_KEY_MAX) return VALIDATION.invalid;
  return null;
}
