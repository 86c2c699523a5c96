import { ZIPCODE_LENGTH, ZIPCODE_PATTERN, zipcodeSchema } from '@carespace/domain';
import { Form, Input } from 'antd';
import { type FocusEvent, useRef } from 'react';
import { lookupZipcode, type ZipLocation } from '../../lib/zip-lookup.ts';
import { keepDigits } from './digits.ts';
import type { FieldName, KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

interface ZipControlProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onLeave?: (zipcode: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

function ZipControl({ id, value, onChange, onBlur, onLeave, disabled, placeholder }: ZipControlProps) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={ZIPCODE_LENGTH}
      placeholder={placeholder}
      disabled={disabled}
      value={value ?? ''}
      onChange={(event) => onChange?.(keepDigits(event.target.value, ZIPCODE_LENGTH))}
      onBlur={(event) => {
        onBlur?.(event);
        onLeave?.(event.target.value);
      }}
    />
  );
}

/** Where a ZIP lookup writes: the form fields for city and state, or a callback. */
export type ZipLookupTarget = { city: FieldName; usState: FieldName } | ((location: ZipLocation) => void);

export interface ZipcodeInputProps extends KitFieldProps {
  /** Looks the ZIP up once a valid one is left (the geocode call) and fills city and state. */
  lookup?: ZipLookupTarget;
  placeholder?: string;
}

/** Zipcode: 5 digits, checked on blur ('Please enter a valid 5-digit zipcode.'). */
export function ZipcodeInput({
  name,
  label,
  required = true,
  schema = zipcodeSchema,
  disabled,
  itemProps,
  lookup,
  placeholder,
}: ZipcodeInputProps) {
  const form = Form.useFormInstance();
  const lastLookedUp = useRef<string | null>(null);

  const onLeave = async (zipcode: string) => {
    if (!lookup || !ZIPCODE_PATTERN.test(zipcode) || zipcode === lastLookedUp.current) return;
    lastLookedUp.current = zipcode;
    // A failure is shown by the API client (e.g. 'Please enter a valid Zipcode.' for an unknown ZIP).
    const outcome = await lookupZipcode(zipcode);
    if (!outcome.success) {
      lastLookedUp.current = null;
      return;
    }
    if (form.getFieldValue(name) !== zipcode) return; // changed while the answer was on its way
    if (typeof lookup === 'function') {
      lookup(outcome.result);
      return;
    }
    form.setFields([
      { name: lookup.city, value: outcome.result.city, errors: [] },
      { name: lookup.usState, value: outcome.result.state, errors: [] },
    ]);
  };

  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      validateTrigger="onBlur"
      rules={[zodRule(schema, { optional: !required })]}
    >
      <ZipControl disabled={disabled} placeholder={placeholder} onLeave={(zip) => void onLeave(zip)} />
    </Form.Item>
  );
}
