import type { ReactNode } from 'react';
import { type RegisterOptions, useFormContext } from 'react-hook-form';
import { Field } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first choice ('Choose …'); omit when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  registerOptions?: RegisterOptions;
}

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  optional,
  className,
  registerOptions,
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <Field name={name} label={label} hint={hint} optional={optional} className={className}>
      {(a11y) => (
        <select {...a11y} {...register(name, registerOptions)} className="cs-input cs-select">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
