import { z } from 'zod';

/** The success envelope every /api route answers with. */
export function ok<T>(result: T): { success: true; result: T; error: null } {
  return { success: true, result, error: null };
}

const errorSchema = z.object({ message: z.string(), code: z.string(), isInformation: z.boolean() });

/** The response schema of an envelope around `result` (used for serialization and the OpenAPI document). */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), result, error: z.null() });
}

export const errorEnvelope = z.object({ success: z.literal(false), result: z.null(), error: errorSchema });

/** The usual response map of a JSON route: the result on 200 and the error envelope otherwise. */
export function responses<T extends z.ZodType>(result: T) {
  return { 200: envelope(result), '4xx': errorEnvelope, '5xx': errorEnvelope };
}
