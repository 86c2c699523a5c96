import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from './Field.tsx';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** A multi-line text with its character count against the limit (the limit is the domain schema's). */
export function TextAreaField({
  name,
  label,
  maxLength,
  rows = 5,
  placeholder,
  hint,
  optional,
}: TextAreaFieldProps) {
  const { register, control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Field name={name} label={label} hint={hint} optional={optional}>
      {(a11y) => (
        <>
          <textarea
            {...a11y}
            {...register(name)}
            className="cs-input cs-textarea"
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
          />
          <p className="cs-textarea__count" aria-hidden="true">
            {length} / {maxLength}
          </p>
        </>
      )}
    </Field>
  );
}
