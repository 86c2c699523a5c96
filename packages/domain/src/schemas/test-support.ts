/** Test helper (not exported from the package): the messages of a failed parse, by field path. */
import type { z } from 'zod';

export function messagesOf(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

/** The first message of a failed parse; undefined when it succeeded. */
export function firstMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}
