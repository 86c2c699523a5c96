import type { MedicationPriceOption, TreatmentCategory } from '@carespace/domain';
import type { Selectable } from 'kysely';
import type { RxMedicationTable } from '../../db/types.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { listMedicationOptions } from './pricing.repository.ts';

type MedicationRow = Pick<
  Selectable<RxMedicationTable>,
  | 'id'
  | 'name'
  | 'price_cents'
  | 'dosage'
  | 'quantity'
  | 'day_supply'
  | 'is_most_popular'
  | 'payment_price_id'
>;

/** A medication as a price option: the price list shows it so, and a questionnaire's chosen medication too. */
export function medicationOption(row: MedicationRow): MedicationPriceOption {
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents,
    dosage: row.dosage,
    quantity: row.quantity,
    daySupply: row.day_supply,
    isMostPopular: row.is_most_popular,
    priceId: row.payment_price_id,
  };
}

export async function medicationPrices(
  ctx: RequestContext,
  treatmentCategory: TreatmentCategory,
): Promise<MedicationPriceOption[]> {
  const rows = await listMedicationOptions(ctx.db, treatmentCategory);
  return rows.map(medicationOption);
}
