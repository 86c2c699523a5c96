import { type ReactNode, useId } from 'react';
import { get, useFormState } from 'react-hook-form';

/** What a field's control needs to be announced with its label, hint and error. */
export interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The field's current error message (first issue of its domain schema), or undefined. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

export interface FieldProps {
  name: string;
  label: ReactNode;
  /** A line of help under the control (always announced with it). */
  hint?: ReactNode;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  className?: string;
  children: (a11y: ControlA11y) => ReactNode;
}

/**
 * A labelled field: the label, the control, an optional hint and the error text. The error sits in a polite live
 * region, and the control points at it (aria-describedby) and says it is invalid, so it is heard both as it
 * appears and when the field gets focus.
 */
export function Field({ name, label, hint, optional, className, children }: FieldProps) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cs-field${error ? ' cs-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="cs-field__label">
        {label}
        {optional && <span className="cs-field__optional"> (optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="cs-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error text of a field, in a live region that is always there (so its changes are announced). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div className="cs-field__message" aria-live="polite">
      {message && (
        <p id={id} className="cs-field__error">
          {message}
        </p>
      )}
    </div>
  );
}
