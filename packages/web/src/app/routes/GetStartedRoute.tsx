import { lazy } from 'react';
import GetStartedPage from '../../features/questionnaires/pages/GetStartedPage.tsx';

/** Loaded when the medication step appears (GetStartedPage's Suspense shows its wait). */
const MedicationPricePicker = lazy(() =>
  import('../../features/pricing/components/MedicationPricePicker.tsx').then((module) => ({
    default: module.MedicationPricePicker,
  })),
);

/**
 * /get-started composes two features: the questionnaire flow and the pricing feature's medication picker (its
 * chooser callback saves the choice). Features do not import each other; the app joins them here.
 */
export default function GetStartedRoute() {
  return (
    <GetStartedPage
      renderMedicationPicker={({ category, onChoose }) => (
        <MedicationPricePicker category={category} onChoose={onChoose} headingLevel={3} />
      )}
    />
  );
}
