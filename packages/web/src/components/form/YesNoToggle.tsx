import { VALIDATION } from '@carespace/domain';
import { Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import type { FieldName } from './field-props.ts';

export type ToggleValue = string | number | boolean;

export interface ToggleOption<V extends ToggleValue = ToggleValue> {
  value: V;
  label: ReactNode;
}

const YES_NO: ToggleOption<boolean>[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

export interface YesNoToggleProps<V extends ToggleValue = boolean> {
  name: FieldName;
  label?: ReactNode;
  /** Default Yes (true) / No (false). */
  options?: ToggleOption<V>[];
  /** Choices that show the primary sub-form; any other choice shows the secondary one. Default [true]. */
  targets?: readonly V[];
  primary?: ReactNode;
  secondary?: ReactNode;
  /** Default true ('Please fill out this field.'). */
  required?: boolean;
  disabled?: boolean;
}

/**
 * A yes/no (or any small choice) toggle with two sub-forms: the primary one while the choice is in the target
 * set, the secondary one for any other answer, and neither until something is chosen.
 */
export function YesNoToggle<V extends ToggleValue = boolean>({
  name,
  label,
  options = YES_NO as unknown as ToggleOption<V>[],
  targets = [true as V],
  primary,
  secondary,
  required = true,
  disabled,
}: YesNoToggleProps<V>) {
  const form = Form.useFormInstance();
  const choice: V | undefined = Form.useWatch(name, form);
  const answered = choice !== undefined && choice !== null;
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        required={required}
        rules={required ? [{ required: true, message: VALIDATION.required }] : []}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          disabled={disabled}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
        />
      </Form.Item>
      {answered && (targets.includes(choice) ? primary : secondary)}
    </>
  );
}
