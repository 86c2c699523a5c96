import type { z } from 'zod';

export interface ZodRuleOptions {
  /** Turns the field value into what the schema parses (e.g. a dayjs value into an ISO string). */
  map?: (value: unknown) => unknown;
  /** Only issues at this path count (for a field checked through an object schema, e.g. confirmPassword). */
  path?: readonly PropertyKey[];
  /** An empty value passes: the field is optional. */
  optional?: boolean;
  /** Shown as a warning that never blocks submitting. */
  warningOnly?: boolean;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0) ||
    // a group of selects none of which is chosen yet, e.g. {month: undefined, day: undefined, year: undefined}
    (isPlainObject(value) && Object.values(value).every(isEmptyValue))
  );
}

function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((key, index) => String(key) === String(b[index]));
}

/** The schema's first message for a value (at `path` when given), or null when it passes. */
export function zodMessage(schema: z.ZodType, value: unknown, options: ZodRuleOptions = {}): string | null {
  if (options.optional && isEmptyValue(value)) return null;
  const result = schema.safeParse(options.map ? options.map(value) : value);
  if (result.success) return null;
  const { path } = options;
  const issue = path ? result.error.issues.find((item) => samePath(item.path, path)) : result.error.issues[0];
  return issue?.message ?? null;
}

/** An antd rule (fits Form.Item and Form.List). */
export interface ZodFormRule {
  warningOnly?: boolean;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/**
 * An antd Form.Item rule checking the value with a domain schema: it rejects with the first issue's message,
 * so the form shows exactly the message the server would send for the same input.
 */
export function zodRule(schema: z.ZodType, options: ZodRuleOptions = {}): ZodFormRule {
  return {
    warningOnly: options.warningOnly,
    validator: async (_rule: unknown, value: unknown) => {
      const message = zodMessage(schema, value, options);
      if (message !== null) throw new Error(message);
    },
  };
}
