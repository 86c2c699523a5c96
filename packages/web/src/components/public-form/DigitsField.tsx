import { formatPhone, PHONE_LENGTH, ZIPCODE_LENGTH } from '@carespace/domain';
import type { FocusEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { keepDigits } from '../form/digits.ts';
import { Field } from './Field.tsx';

interface DigitsFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

/**
 * Digits only (a pasted number keeps its digits), at most `max`, checked when the field is left (an error while
 * typing the third digit of ten is noise) and again on every change once it shows an error. The form value is the
 * digits; `display` formats them while the field is not being edited.
 */
function DigitsField({
  max,
  display = (digits) => digits,
  type,
  ...props
}: DigitsFieldProps & { max: number; display?: (digits: string) => string; type: 'tel' | 'text' }) {
  const { register, setValue, trigger, getFieldState, formState } = useFormContext();
  const { name } = props;
  const field = register(name, { setValueAs: (value: unknown) => keepDigits(String(value ?? ''), max) });
  return (
    <Field
      name={name}
      label={props.label}
      hint={props.hint}
      optional={props.optional}
      className={props.className}
    >
      {(a11y) => (
        <input
          {...a11y}
          name={field.name}
          ref={field.ref}
          className="cs-input"
          type={type}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          onFocus={(event) => {
            event.currentTarget.value = keepDigits(event.currentTarget.value, max);
          }}
          onChange={(event) => {
            const digits = keepDigits(event.target.value, max);
            const shouldValidate = formState.isSubmitted || getFieldState(name).invalid;
            setValue(name, digits, { shouldDirty: true, shouldValidate });
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            void field.onBlur(event);
            void trigger(name);
            event.currentTarget.value = display(keepDigits(event.currentTarget.value, max));
          }}
        />
      )}
    </Field>
  );
}

/** Phone: digits only, max 10, checked on blur, shown as (xxx) xxx-xxxx. The form value is the 10 digits. */
export function PhoneField(props: DigitsFieldProps) {
  return (
    <DigitsField
      placeholder="(201) 555-0142"
      autoComplete="tel-national"
      {...props}
      type="tel"
      max={PHONE_LENGTH}
      display={formatPhone}
    />
  );
}

/** Zipcode: 5 digits, checked on blur ('Please enter a valid 5-digit zipcode.'). */
export function ZipcodeField(props: DigitsFieldProps) {
  return <DigitsField autoComplete="postal-code" {...props} type="text" max={ZIPCODE_LENGTH} />;
}
