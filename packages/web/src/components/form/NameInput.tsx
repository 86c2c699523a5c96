import { NAME_MAX, nameSchema } from '@carespace/domain';
import { Form, Input } from 'antd';
import type { KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export interface NameInputProps extends KitFieldProps {
  autoComplete?: 'given-name' | 'family-name' | 'name' | 'off';
  placeholder?: string;
}

/** First or last name: required, letters only ('Please only enter alphabetical characters.'). */
export function NameInput({
  name,
  label,
  required = true,
  schema = nameSchema,
  disabled,
  itemProps,
  autoComplete,
  placeholder,
}: NameInputProps) {
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[zodRule(schema, { optional: !required })]}
    >
      <Input autoComplete={autoComplete} placeholder={placeholder} maxLength={NAME_MAX} disabled={disabled} />
    </Form.Item>
  );
}
