import { formatPhone, optionalPhoneSchema, PHONE_LENGTH, phoneSchema } from '@carespace/domain';
import { Form, Input } from 'antd';
import { type FocusEvent, useState } from 'react';
import { keepDigits } from './digits.ts';
import type { KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

interface PhoneControlProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
}

/** Digits while typing (at most 10); (xxx) xxx-xxxx once the field is left. The value is the digits. */
function PhoneControl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
  autoComplete,
}: PhoneControlProps) {
  const [focused, setFocused] = useState(false);
  const digits = value ?? '';
  return (
    <Input
      id={id}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      disabled={disabled}
      value={focused ? digits : formatPhone(digits)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      onChange={(event) => onChange?.(keepDigits(event.target.value, PHONE_LENGTH))}
    />
  );
}

export interface PhoneInputProps extends KitFieldProps {
  placeholder?: string;
  autoComplete?: string;
}

/** Phone: digits only, max 10, checked on blur, shown as (xxx) xxx-xxxx. The form value is the 10 digits. */
export function PhoneInput({
  name,
  label,
  required = true,
  schema,
  disabled,
  itemProps,
  placeholder = '(201) 555-0142',
  autoComplete = 'tel-national',
}: PhoneInputProps) {
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      validateTrigger="onBlur"
      rules={[zodRule(schema ?? (required ? phoneSchema : optionalPhoneSchema), { optional: !required })]}
    >
      <PhoneControl disabled={disabled} placeholder={placeholder} autoComplete={autoComplete} />
    </Form.Item>
  );
}
