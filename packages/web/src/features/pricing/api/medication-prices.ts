import type { MedicationPriceOption, TreatmentCategory } from '@carespace/domain';
import { queryApi } from '../../../lib/api-fetch.ts';
import { usePublicQuery } from '../../../lib/public-query.ts';

/** One option of POST /api/pricing/medications. */
export type MedicationPrice = MedicationPriceOption;

export interface DrugGroup {
  /** The first word of the names in the group, as the catalogue spells it ('Sildenafil'). */
  drug: string;
  options: MedicationPrice[];
}

/** The drug a name belongs to: its first word ('Rizatriptan ODT' → 'Rizatriptan'). */
export function drugOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** Options grouped by drug, groups and options in catalogue order. */
export function groupByDrug(options: readonly MedicationPrice[]): DrugGroup[] {
  const groups = new Map<string, DrugGroup>();
  for (const option of options) {
    const drug = drugOf(option.name);
    const key = drug.toLowerCase();
    const group = groups.get(key) ?? { drug, options: [] };
    if (group.options.length === 0) groups.set(key, group);
    group.options.push(option);
  }
  return [...groups.values()];
}

/** The option shown first for a drug: the most popular one, else the first listed. */
export function featuredOption(group: DrugGroup): MedicationPrice | undefined {
  return group.options.find((option) => option.isMostPopular) ?? group.options[0];
}

export const medicationPricesKey = (category: TreatmentCategory) =>
  ['pricing', 'medications', category] as const;

/**
 * The price options of a category. Prices change rarely: kept for 10 minutes. The picker shows failures itself.
 * A public-page read (lib/public-query.ts): /pricing shows the picker at once and stays within its budget.
 */
export function useMedicationPrices(category: TreatmentCategory) {
  return usePublicQuery<MedicationPrice[]>(
    medicationPricesKey(category).join('/'),
    () =>
      queryApi<MedicationPrice[]>(`/pricing/medications?treatmentCategory=${encodeURIComponent(category)}`, {
        method: 'POST',
      }),
    { staleTime: 10 * 60_000 },
  );
}
