import type { TreatmentCategory } from '@carespace/domain';
import { type ComponentType, createContext } from 'react';

/**
 * The medication price picker of a treatment page belongs to the pricing feature: the app hands it in
 * (app/landing/treatment-pricing.tsx) as a lazily loaded component, so this feature neither imports that one nor
 * loads its code before the pricing section comes near the screen.
 */
export type TreatmentPricePicker = ComponentType<{ category: TreatmentCategory }>;

export const TreatmentPricingContext = createContext<TreatmentPricePicker | null>(null);
