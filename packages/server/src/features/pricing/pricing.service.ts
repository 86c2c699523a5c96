import type { MedicationPriceOption, TreatmentCategory } from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { listMedicationOptions } from './pricing.repository.ts';

export async function medicationPrices(
  ctx: RequestContext,
  treatmentCategory: TreatmentCategory,
): Promise<MedicationPriceOption[]> {
  const rows = await listMedicationOptions(ctx.db, treatmentCategory);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price_cents,
    dosage: row.dosage,
    quantity: row.quantity,
    daySupply: row.day_supply,
    isMostPopular: row.is_most_popular,
    priceId: row.payment_price_id,
  }));
}
