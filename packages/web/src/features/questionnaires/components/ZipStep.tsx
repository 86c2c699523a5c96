import { VALIDATION } from '@carespace/domain';
import { type ReactNode, useId, useRef, useState } from 'react';

const ZIP = /^\d{5}$/;

export interface ZipStepProps {
  saving: boolean;
  /** Why the last start failed (other than a state we do not serve). */
  error: ReactNode;
  onSubmit: (zipcode: string) => void;
}

/**
 * The first step: the patient's ZIP code, which tells us their state — where the prescribing provider must be
 * licensed and where we can ship. Checked on blur, as every ZIP field of the product.
 */
export function ZipStep({ saving, error, onSubmit }: ZipStepProps) {
  const [zipcode, setZipcode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const check = (value: string) => (ZIP.test(value) ? null : VALIDATION.zipcode);

  return (
    <form
      className="cs-gs__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = check(zipcode);
        setFieldError(problem);
        if (problem) {
          inputRef.current?.focus();
          return;
        }
        onSubmit(zipcode);
      }}
    >
      <div className="cs-q">
        <label className="cs-q__label" htmlFor={`${id}-zip`}>
          Your ZIP code
        </label>
        <p className="cs-q__help" id={`${id}-help`}>
          Where you live decides which licensed providers can review your visit and where we can ship.
        </p>
        <input
          ref={inputRef}
          id={`${id}-zip`}
          className="cs-q__input cs-q__input--short"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zipcode}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-help${fieldError ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 5);
            setZipcode(digits);
            if (fieldError && !check(digits)) setFieldError(null);
          }}
          onBlur={() => zipcode !== '' && setFieldError(check(zipcode))}
        />
        {fieldError && (
          <p className="cs-q__error" id={`${id}-error`}>
            {fieldError}
          </p>
        )}
      </div>
      {error && (
        <p className="cs-gs__alert cs-gs__alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="cs-gs__actions">
        <button type="submit" className="cs-button" disabled={saving}>
          {saving ? 'Checking…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
