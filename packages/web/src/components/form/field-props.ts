import type { FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';

export type FieldName = NonNullable<FormItemProps['name']>;

/** What every field of the kit takes: where its value lives, its label, and whether it is required. */
export interface KitFieldProps {
  name: FieldName;
  label?: ReactNode;
  /** Default true. An optional field accepts an empty value and checks anything else. */
  required?: boolean;
  /** Replaces the field's domain schema (e.g. the address form's zipcode with its own required message). */
  schema?: z.ZodType;
  disabled?: boolean;
  /** Extra Form.Item props (help text, layout, initial value …). */
  itemProps?: Omit<FormItemProps, 'name' | 'label' | 'rules' | 'children' | 'required'>;
}
