/** POST misc reference-tables route: a non-empty list of table names; the server checks the names. */
import { z } from 'zod';
import { VALIDATION } from '../messages.ts';

export const referenceTablesRequestSchema = z.object({
  tables: z
    .array(z.string({ error: VALIDATION.invalid }).trim().min(1, { error: VALIDATION.invalid }).max(64), {
      error: VALIDATION.invalid,
    })
    .min(1, { error: VALIDATION.invalid })
    .max(50, { error: VALIDATION.invalid }),
});
export type ReferenceTablesRequest = z.infer<typeof referenceTablesRequestSchema>;

/** Every reference table answers a list of id and name. */
export const referenceEntrySchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;
