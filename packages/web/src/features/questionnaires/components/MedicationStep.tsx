import { formatCents, type MedicationPriceOption, type TreatmentCategory } from '@carespace/domain';
import type { ReactNode } from 'react';

/** Draws the product's medication price picker; given by the route, which composes the two features. */
export type MedicationPickerRender = (props: {
  category: TreatmentCategory;
  onChoose: (option: MedicationPriceOption) => void;
}) => ReactNode;

export interface MedicationStepProps {
  category: TreatmentCategory;
  chosen: MedicationPriceOption | null;
  saving: boolean;
  error: string | null;
  renderPicker: MedicationPickerRender;
  onChoose: (option: MedicationPriceOption) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * The medication the patient would like, if a provider agrees it is right: the price picker (its chooser
 * callback saves the choice). The provider may suggest a different option after reading the answers.
 */
export function MedicationStep(props: MedicationStepProps) {
  const { category, chosen, saving, error, renderPicker } = props;
  return (
    <div className="cs-gs__form">
      <p className="cs-gs__lead">
        Choose the medication and strength you would like. Prices are per monthly shipment and include the
        provider's review, the medication and free, discreet shipping. The provider makes the final decision
        and may suggest a different option.
      </p>
      {renderPicker({ category, onChoose: props.onChoose })}
      <p className="cs-gs__chosen" role="status" aria-live="polite">
        {saving
          ? 'Saving your choice…'
          : chosen
            ? `Your choice: ${chosen.name} ${chosen.dosage}, ${formatCents(chosen.price)} a month.`
            : ''}
      </p>
      {error && (
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="cs-gs__actions">
        <button type="button" className="cs-button cs-button--secondary" onClick={props.onBack}>
          Back
        </button>
        <button type="button" className="cs-button" disabled={!chosen || saving} onClick={props.onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
