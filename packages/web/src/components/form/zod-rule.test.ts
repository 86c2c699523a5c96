import { nameSchema, passwordWithConfirmSchema, VALIDATION } from '@carespace/domain';
import { describe, expect, it } from 'vitest';
import { isEmptyValue, zodMessage, zodRule } from './zod-rule.ts';

describe('zodRule', () => {
  it("rejects with the schema's first message and passes valid input", async () => {
    const rule = zodRule(nameSchema);
    await expect(rule.validator(undefined, 'Ann3')).rejects.toThrow(VALIDATION.lettersOnly);
    await expect(rule.validator(undefined, '')).rejects.toThrow(VALIDATION.required);
    await expect(rule.validator(undefined, 'Ann')).resolves.toBeUndefined();
  });

  it('lets an optional field stay empty', async () => {
    const rule = zodRule(nameSchema, { optional: true });
    await expect(rule.validator(undefined, '  ')).resolves.toBeUndefined();
    await expect(rule.validator(undefined, 'R2D2')).rejects.toThrow(VALIDATION.lettersOnly);
  });

  it('reads one path of an object schema through a mapping', () => {
    const confirm = (password: string, confirmPassword: string) =>
      zodMessage(passwordWithConfirmSchema, confirmPassword, {
        path: ['confirmPassword'],
        map: (value) => ({ password, confirmPassword: value }),
      });
    expect(confirm('Harbor-lights-9', 'Harbor-lights-8')).toBe(VALIDATION.passwordMismatch);
    expect(confirm('Harbor-lights-9', 'Harbor-lights-9')).toBeNull();
    expect(confirm('Harbor-lights-9', '')).toBe(VALIDATION.required);
  });

  it('knows empty values', () => {
    expect(isEmptyValue(undefined)).toBe(true);
    expect(isEmptyValue(' ')).toBe(true);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue({ month: undefined, day: undefined })).toBe(true);
    expect(isEmptyValue({ month: 1 })).toBe(false);
    expect(isEmptyValue(0)).toBe(false);
  });
});
