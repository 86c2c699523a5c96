import { type Id, requiredText, toList } from '@carespace/domain';
import { Form, Input } from 'antd';
import type { FieldName, KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

/** Whether a choice (a scalar, a list, or a choice-with-other value's ids) includes the other id. */
export function choiceIncludes(choice: unknown, otherId: Id): boolean {
  const ids =
    typeof choice === 'object' && choice !== null && !Array.isArray(choice) && 'ids' in choice
      ? (choice as { ids: unknown }).ids
      : choice;
  return toList(ids as Id | Id[] | null | undefined).some((id) => String(id) === String(otherId));
}

export interface OptionalOtherFieldProps extends KitFieldProps {
  /** The field holding the choice this text explains. */
  choiceName: FieldName;
  otherId: Id;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A free-text input shown only while the other option is chosen in `choiceName`; its value is dropped when the
 * choice changes away from other. Required by default ('Please fill out this field.').
 */
export function OptionalOtherField({
  name,
  label,
  required = true,
  schema,
  disabled,
  itemProps,
  choiceName,
  otherId,
  placeholder,
  maxLength = 255,
}: OptionalOtherFieldProps) {
  const form = Form.useFormInstance();
  const choice: unknown = Form.useWatch(choiceName, form);
  if (!choiceIncludes(choice, otherId)) return null;
  return (
    <Form.Item
      {...itemProps}
      name={name}
      label={label}
      required={required}
      preserve={false}
      rules={[zodRule(schema ?? requiredText(maxLength), { optional: !required })]}
    >
      <Input placeholder={placeholder} maxLength={maxLength} disabled={disabled} />
    </Form.Item>
  );
}
