import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applySpecValidationMessages } from './zod-messages.ts';

describe('fallback validation messages', () => {
  it("uses the spec's wording when a rule has no message of its own", () => {
    applySpecValidationMessages();
    const schema = z.object({ tables: z.array(z.string()) });
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe('Please fill out this field.');
    expect(schema.safeParse({ tables: 'x' }).error?.issues[0]?.message).toBe('This input is not valid.');
    // A rule's own message still wins.
    expect(z.string().min(3, { error: 'Too short.' }).safeParse('a').error?.issues[0]?.message).toBe(
      'Too short.',
    );
  });
});
