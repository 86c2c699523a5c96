import { lazy, type ReactNode } from 'react';
import { TreatmentPricingContext } from '../../features/content/components/treatment-pricing.ts';

/* Fetched only when a treatment page's pricing section renders it, so its code and its API call never delay a page's first render. */
const MedicationPricePicker = lazy(() =>
  import('../../features/pricing/components/MedicationPricePicker.tsx').then((module) => ({
    default: module.MedicationPricePicker,
  })),
);

/** The public pages' what-we-treat sections show the pricing feature's medication price picker. */
export function TreatmentPricing({ children }: { children: ReactNode }) {
  return <TreatmentPricingContext value={MedicationPricePicker}>{children}</TreatmentPricingContext>;
}
