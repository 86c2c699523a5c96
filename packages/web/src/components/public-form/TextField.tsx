import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { Field } from './Field.tsx';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'url' | 'search'>;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'url';
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** Extra react-hook-form options (deps, onChange …); the rules themselves come from the form's schema. */
  options?: RegisterOptions;
}

/** A one-line text field: names, email, subject, practice name. Email fields get the email keyboard. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  hint,
  optional,
  autoFocus,
  className,
  options,
}: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(name, options)}
          className="cs-input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode ?? (type === 'email' ? 'email' : undefined)}
          maxLength={maxLength}
          placeholder={placeholder}
          // biome-ignore lint/a11y/noAutofocus: only on pages whose single task is this form (log in)
          autoFocus={autoFocus}
          spellCheck={type === 'email' ? false : undefined}
        />
      )}
    </Field>
  );
}
