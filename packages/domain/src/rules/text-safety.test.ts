import { describe, expect, it } from 'vitest';
import { containsUnstorableText, isStorableText } from './text-safety.ts';

describe('isStorableText', () => {
  it('accepts ordinary text, accents, emoji and whole surrogate pairs', () => {
    for (const text of ['', 'Suite 4B', 'Zoë O’Brien', '😀👍🏽', 'e\u0301', '\uD83D\uDE00']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses a NUL character and a surrogate without its other half', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\uD800',
      'a\uDC00b',
      '\uDE00\uD83D',
      '😀'.slice(0, 1),
      'x\uDBFF',
    ]) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('containsUnstorableText', () => {
  it('looks into nested objects, arrays and keys', () => {
    expect(containsUnstorableText({ a: [{ b: 'fine' }], c: 1, d: null })).toBe(false);
    expect(containsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'k\uD800': 'v' })).toBe(true);
    expect(containsUnstorableText(['ok', ['\uDC00']])).toBe(true);
  });

  it('skips binary data and survives very deep nesting', () => {
    expect(containsUnstorableText(new Uint8Array([0, 0xd8, 0]))).toBe(false);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
  });
});
