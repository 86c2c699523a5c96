import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The active price options of one treatment category, in catalogue order. */
export async function listMedicationOptions(db: Kysely<DB>, treatmentCategory: string) {
  return db
    .selectFrom('rx_medication')
    .select([
      'id',
      'name',
      'dosage',
      'quantity',
      'day_supply',
      'price_cents',
      'is_most_popular',
      'payment_price_id',
    ])
    .where('treatment_category', '=', treatmentCategory)
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .execute();
}
