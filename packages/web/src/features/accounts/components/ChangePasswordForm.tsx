import { changePasswordFormSchema, SECURITY, VALIDATION } from '@carespace/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { apiPut } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { clientInformation, type SecurityProfile } from '../api/security.ts';
import { showFormError } from './form-helpers.ts';

interface PasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const NEW_PASSWORD_MESSAGES = new Set<string>([
  VALIDATION.passwordTooShort,
  VALIDATION.passwordTooLong,
  VALIDATION.passwordTooCommon,
]);

/**
 * Change password: current password required; the new one longer than 8 characters and
 * confirmed. Client information goes with it for the security notice the server emails.
 */
export function ChangePasswordForm({ profile }: { profile: SecurityProfile }) {
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: PasswordForm) => {
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) return;
    setSaving(true);
    const outcome = await apiPut(
      '/account/change-password',
      {
        currentPassword: parsed.data.currentPassword,
        password: parsed.data.password,
        userId: profile.id,
        clientInformation: clientInformation(),
      },
      { silent: true },
    );
    setSaving(false);
    if (!outcome.success) {
      showFormError(form, outcome.error, (message) =>
        NEW_PASSWORD_MESSAGES.has(message) ? 'password' : 'currentPassword',
      );
      return;
    }
    form.resetFields();
    void toast('success', SECURITY.passwordUpdated);
  };

  return (
    <Form form={form} name="changePassword" layout="vertical" onFinish={submit} aria-label="Change password">
      <Form.Item
        name="currentPassword"
        label="Current Password"
        required
        rules={[zodRule(changePasswordFormSchema.shape.currentPassword)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields label="New Password" confirmLabel="Confirm New Password" />
      <Button type="primary" htmlType="submit" loading={saving}>
        Update Password
      </Button>
    </Form>
  );
}
