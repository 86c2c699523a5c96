import type { AGREEMENTS } from '@carespace/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { AgreementWording } from './AgreementWording.tsx';
import { FieldError, useFieldError } from './Field.tsx';

export type AgreementVariant = keyof typeof AGREEMENTS;

/** The value names of the domain's agreement schemas (telehealthAgreementSchema, termsAgreementSchema). */
const DEFAULT_NAMES: Record<AgreementVariant, string> = {
  telehealth: 'acceptTelehealthAndHipaa',
  terms: 'acceptTermsAndPrivacy',
};

/**
 * A required agreement ('Please accept before continuing.', acceptanceSchema). The legal pages open in a new tab
 * so the form being filled in is not lost.
 */
export function AgreementCheckbox({
  variant,
  name = DEFAULT_NAMES[variant],
}: {
  variant: AgreementVariant;
  name?: string;
}) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={`cs-field cs-check${error ? ' cs-field--invalid' : ''}`}>
      <label className="cs-check__label">
        <input
          {...register(name)}
          type="checkbox"
          className="cs-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <AgreementWording variant={variant} />
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
