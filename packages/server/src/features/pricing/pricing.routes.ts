import { medicationPriceOptionSchema, TREATMENT_CATEGORY, type TreatmentCategory } from '@carespace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { medicationPrices } from './pricing.service.ts';

const CATEGORY_CODES = Object.keys(TREATMENT_CATEGORY) as [TreatmentCategory, ...TreatmentCategory[]];
export const UNKNOWN_CATEGORY_MESSAGE = `Please choose a treatment category: ${CATEGORY_CODES.join(', ')}.`;

// Case-insensitive, so the what-we-treat slugs (edys) work as well as the codes (EDYS).
const pricingQuerySchema = z.object({
  treatmentCategory: z
    .string({ error: UNKNOWN_CATEGORY_MESSAGE })
    .trim()
    .toUpperCase()
    .pipe(z.enum(CATEGORY_CODES, { error: UNKNOWN_CATEGORY_MESSAGE })),
});

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST, as the contract's pricing-medications call is; it changes nothing.
  app.post(
    '/pricing/medications',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Medication price options of a treatment category',
        querystring: pricingQuerySchema,
        response: responses(z.array(medicationPriceOptionSchema)),
      },
    },
    async (request) => ok(await medicationPrices(request.ctx, request.query.treatmentCategory)),
  );
};
