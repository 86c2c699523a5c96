import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz';

/** A random, unguessable id of the contract's entity-id length (17) from an unambiguous alphabet. */
export function newId(length = 17): string {
  // 256 % 55 bias is negligible for ids, but reject-sample anyway so every character is uniform.
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 220 && out.length < length) out.push(ALPHABET[byte % ALPHABET.length]!);
    }
  }
  return out.join('');
}

/** A URL-safe random secret (verification keys, session ids); 64 characters by default. */
export function newSecret(length = 64): string {
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64url')
    .slice(0, length);
}
