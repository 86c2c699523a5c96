import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SelectOption } from './SelectField.tsx';

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  optional?: boolean;
}

/** A short choice shown all at once (a fieldset of radios). */
export function RadioGroupField({ name, legend, options, optional }: RadioGroupFieldProps) {
  const { register } = useFormContext();
  return (
    <fieldset className="cs-field cs-radios">
      <legend className="cs-field__label">
        {legend}
        {optional && <span className="cs-field__optional"> (optional)</span>}
      </legend>
      <div className="cs-radios__options">
        {options.map((option) => (
          <label key={option.value} className="cs-radios__option">
            <input {...register(name)} type="radio" value={option.value} className="cs-radios__input" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
