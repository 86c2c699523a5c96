import { z } from 'zod';

/** One answer of the pricing-medications call. */
export const medicationPriceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().describe('Per 30-day shipment, in cents'),
  dosage: z.string(),
  quantity: z.number().int(),
  daySupply: z.number().int(),
  isMostPopular: z.boolean(),
  priceId: z.string().describe('Payment price id used at checkout'),
});
export type MedicationPriceOption = z.infer<typeof medicationPriceOptionSchema>;
