import { emailSchema, WRVU_MESSAGES } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../plugins/rate-limit.ts';
import { emailWrvuResults, wrvuCatalogue } from './wrvu.service.ts';

export const wrvuEmailSchema = z.object({
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

const wrvuCode = z.object({ cpt: z.string(), description: z.string(), workRvu: z.number() });

const catalogueSchema = z.object({
  codes: z.array(wrvuCode),
  specialties: z.array(z.object({ id: z.string(), name: z.string(), codes: z.array(z.string()) })),
  defaultConversionFactor: z.number(),
  source: z.object({ name: z.string(), url: z.string(), year: z.number() }),
});

const resultSchema = z.object({
  lines: z.array(wrvuCode.extend({ volume: z.number(), totalWorkRvus: z.number() })),
  totalWorkRvus: z.number(),
  conversionFactor: z.number(),
  compensationCents: z.number().int(),
  message: z.string(),
});

export const wrvuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wrvu/codes',
    {
      schema: {
        tags: ['wrvu'],
        summary: 'CPT codes with their published work RVUs, grouped by specialty',
        response: responses(catalogueSchema),
      },
    },
    async (_request, reply) => {
      // Published once a year: let browsers and proxies keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return ok(wrvuCatalogue());
    },
  );

  app.post(
    '/wrvu/email-results',
    {
      config: { rateLimit: PUBLIC_FORM_RATE_LIMIT },
      schema: {
        tags: ['wrvu'],
        summary: 'Compute a wRVU estimate and email it',
        body: wrvuEmailSchema,
        response: responses(resultSchema),
      },
    },
    async (request) => {
      const result = await emailWrvuResults(request.ctx, request.body);
      return ok({ ...result, message: `We emailed your results to ${request.body.email}.` });
    },
  );
};
