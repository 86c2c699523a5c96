/** The wRVU calculator's calls (/api/wrvu/codes, /api/wrvu/email-results). */
import { z } from 'zod';
import { WRVU_MESSAGES } from '../messages.ts';
import { emailSchema } from './common.schemas.ts';

export const wrvuEmailRequestSchema = z.object({
  email: emailSchema,
  lines: z
    .array(
      z.object({
        cpt: z.string({ error: WRVU_MESSAGES.cpt }).trim().min(1, { error: WRVU_MESSAGES.cpt }).max(10),
        volume: z
          .number({ error: WRVU_MESSAGES.volume })
          .int({ error: WRVU_MESSAGES.volume })
          .min(0, { error: WRVU_MESSAGES.volume })
          .max(1_000_000, { error: WRVU_MESSAGES.volume }),
      }),
      { error: WRVU_MESSAGES.noVolume },
    )
    .max(200)
    .refine((lines) => lines.some((line) => line.volume > 0), { error: WRVU_MESSAGES.noVolume }),
  conversionFactor: z
    .number({ error: WRVU_MESSAGES.conversionFactor })
    .gt(0, { error: WRVU_MESSAGES.conversionFactor })
    .max(1000, { error: WRVU_MESSAGES.conversionFactor }),
});
export type WrvuEmailRequest = z.infer<typeof wrvuEmailRequestSchema>;

export const wrvuCodeSchema = z.object({ cpt: z.string(), description: z.string(), workRvu: z.number() });

export const wrvuCatalogueSchema = z.object({
  codes: z.array(wrvuCodeSchema),
  specialties: z.array(z.object({ id: z.string(), name: z.string(), codes: z.array(z.string()) })),
  defaultConversionFactor: z.number(),
  source: z.object({ name: z.string(), url: z.string(), year: z.number() }),
});
export type WrvuCatalogue = z.infer<typeof wrvuCatalogueSchema>;

export const wrvuEmailResultSchema = z.object({
  lines: z.array(wrvuCodeSchema.extend({ volume: z.number(), totalWorkRvus: z.number() })),
  totalWorkRvus: z.number(),
  conversionFactor: z.number(),
  compensationCents: z.number().int(),
  message: z.string(),
});
export type WrvuEmailResult = z.infer<typeof wrvuEmailResultSchema>;
