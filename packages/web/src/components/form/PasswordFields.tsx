import { passwordSchema, passwordWithConfirmSchema } from '@carespace/domain';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { FieldName } from './field-props.ts';
import { zodRule } from './zod-rule.ts';

export interface PasswordFieldsProps {
  /** Default 'password'. */
  name?: FieldName;
  /** Default 'confirmPassword'. */
  confirmName?: FieldName;
  label?: ReactNode;
  confirmLabel?: ReactNode;
  disabled?: boolean;
}

/**
 * A new password and its confirmation, both required: 'Your password must be greater than 8 characters.' and
 * 'Your passwords do not match.' (checked again whenever the password changes).
 */
export function PasswordFields({
  name = 'password',
  confirmName = 'confirmPassword',
  label = 'Password',
  confirmLabel = 'Confirm Password',
  disabled,
}: PasswordFieldsProps) {
  return (
    <>
      <Form.Item name={name} label={label} required rules={[zodRule(passwordSchema)]}>
        <Input.Password autoComplete="new-password" disabled={disabled} />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={confirmLabel}
        required
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) =>
            zodRule(passwordWithConfirmSchema, {
              path: ['confirmPassword'],
              map: (confirmPassword) => ({ password: getFieldValue(name), confirmPassword }),
            }),
        ]}
      >
        <Input.Password autoComplete="new-password" disabled={disabled} />
      </Form.Item>
    </>
  );
}
