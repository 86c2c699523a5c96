import { BIO_MAX, DESCRIPTION, descriptionWarnings, requiredText } from '@carespace/domain';
import { Form, Input, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { KitFieldProps } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

/** One warning-only rule per detection, so both can show at once; neither ever blocks submitting. */
function warningRule(warning: string): RuleObject {
  return {
    warningOnly: true,
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string' && descriptionWarnings(value).includes(warning)) throw new Error(warning);
    },
  };
}

const WARNING_RULES = [warningRule(DESCRIPTION.phoneWarning), warningRule(DESCRIPTION.emailOrWebsiteWarning)];

export interface DescriptionFieldProps extends KitFieldProps {
  /** Default 1000 (the bio limit). */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

/**
 * A free-text description that warns, without blocking, when it seems to hold a phone number, an email address
 * or a website. Optional by default.
 */
export function DescriptionField({
  name,
  label,
  required = false,
  schema,
  disabled,
  itemProps,
  maxLength = BIO_MAX,
  rows = 4,
  placeholder,
}: DescriptionFieldProps) {
  const form = Form.useFormInstance();
  const value: unknown = Form.useWatch(name, form);
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Form.Item
      // The count sits under the messages rather than over them (antd's showCount overlaps the help text).
      extra={
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }}>
          {length} / {maxLength}
        </Typography.Text>
      }
      {...itemProps}
      name={name}
      label={label}
      required={required}
      rules={[zodRule(schema ?? requiredText(maxLength), { optional: !required }), ...WARNING_RULES]}
    >
      <Input.TextArea rows={rows} maxLength={maxLength} placeholder={placeholder} disabled={disabled} />
    </Form.Item>
  );
}
