import type { TreatmentCategory } from '@carespace/domain';
import type { RequestContext } from '../../plugins/request-context.ts';
import { listMedicationOptions } from './pricing.repository.ts';

/** A medication price option as the picker shows it (spec 02 §3 "Medication price option"). */
export interface MedicationPriceOption {
  id: string;
  name: string;
  /** Per 30-day shipment, in cents. */
  price: number;
  dosage: string;
  quantity: number;
  daySupply: number;
  isMostPopular: boolean;
  /** The payment provider's price id used at checkout. */
  priceId: string;
}

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
