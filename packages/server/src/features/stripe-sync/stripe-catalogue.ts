import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICE_CENTS } from '@carespace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { listMedications } from './stripe-price.repository.ts';

/** Every price is in US dollars: the pharmacy ships within the US and the membership is billed there. */
export const CATALOGUE_CURRENCY = 'usd';

export interface Recurring {
  interval: 'day' | 'month';
  intervalCount: number;
}

/** One thing sold through Stripe: its product, and the price it should have now. */
export interface CatalogueItem {
  /** The lookup key the current price holds in Stripe (and the row's key in stripe_price). */
  lookupKey: string;
  /** Chosen by us, so finding the product again needs no search. */
  productId: string;
  productName: string;
  rxMedicationId: string | null;
  unitAmountCents: number;
  recurring: Recurring;
}

export const MEMBERSHIP_LOOKUP_KEY = 'carespace_membership_monthly';
export const medicationLookupKey = (rxMedicationId: string) => `carespace_${rxMedicationId}`;

/**
 * Medications are subscriptions: each period ships one supply. A supply counted in whole months bills monthly (the
 * catalogue's 30-day supplies are its "monthly prices"); any other length bills every that many days.
 */
export function recurringForSupply(daySupply: number): Recurring {
  return daySupply % 30 === 0
    ? { interval: 'month', intervalCount: daySupply / 30 }
    : { interval: 'day', intervalCount: daySupply };
}

export function membershipItem(): CatalogueItem {
  return {
    lookupKey: MEMBERSHIP_LOOKUP_KEY,
    productId: 'carespace_membership',
    productName: MEMBERSHIP_PLAN_NAME,
    rxMedicationId: null,
    unitAmountCents: MEMBERSHIP_PRICE_CENTS,
    recurring: { interval: 'month', intervalCount: 1 },
  };
}

/**
 * The whole catalogue, retired medications included: a patient subscribed to one still renews on its price, and
 * a medication taken back into the catalogue needs no new product.
 */
export async function catalogueItems(db: Kysely<DB>): Promise<CatalogueItem[]> {
  const medications = await listMedications(db);
  return [
    ...medications.map((medication) => ({
      lookupKey: medicationLookupKey(medication.id),
      productId: medicationLookupKey(medication.id),
      productName: `${medication.name}, ${medication.dosage} (${medication.day_supply}-day supply)`,
      rxMedicationId: medication.id,
      unitAmountCents: medication.price_cents,
      recurring: recurringForSupply(medication.day_supply),
    })),
    membershipItem(),
  ];
}
