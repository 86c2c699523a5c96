import { describe, expect, it } from 'vitest';
import { isUsState, US_STATE_CODES } from './us-states.ts';

describe('isUsState', () => {
  it('accepts the two-letter codes of states, DC and territories', () => {
    for (const code of ['NJ', 'NY', 'CA', 'DC']) expect(isUsState(code), code).toBe(true);
    expect(US_STATE_CODES.every(isUsState)).toBe(true);
  });

  it('refuses other text, including names an object inherits', () => {
    for (const code of ['nj', 'XX', '', 'toString', 'constructor', '__proto__']) {
      expect(isUsState(code), code).toBe(false);
    }
  });
});
