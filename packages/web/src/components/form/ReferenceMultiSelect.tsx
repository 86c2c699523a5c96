import { VALIDATION } from '@carespace/domain';
import { Form } from 'antd';
import { z } from 'zod';
import type { ReferenceItem } from '../../lib/reference-tables.ts';
import type { KitFieldProps } from './field-props.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';
import { zodRule } from './zod-rule.ts';

const requiredList = z
  .array(z.unknown(), { error: VALIDATION.required })
  .min(1, { error: VALIDATION.required });

export interface ReferenceMultiSelectProps extends KitFieldProps {
  /** Reference table name, e.g. 'insurance', 'usState', 'providerSpecialty'. */
  table: string;
  exclude?: readonly ReferenceItem['id'][];
  placeholder?: string;
}

/**
 * A searchable multi-select fed by a reference table, filtered case-insensitively (insurance, licensed states,
 * specialties, languages …). The value is the list of chosen ids. Optional by default.
 */
export function ReferenceMultiSelect({
  name,
  label,
  required = false,
  schema,
  disabled,
  itemProps,
  table,
  exclude,
  placeholder,
}: ReferenceMultiSelectProps) {
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[zodRule(schema ?? requiredList, { optional: !required })]}
    >
      <ReferenceSelect
        table={table}
        multiple
        exclude={exclude}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={typeof label === 'string' ? label : undefined}
      />
    </Form.Item>
  );
}
