import { changeEmailSchema, SECURITY } from '@carespace/domain';
import { Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import type { SecurityProfile } from '../api/security.ts';
import { showFormError } from './form-helpers.ts';

interface EmailForm {
  currentEmail: string;
  email: string;
}

/** Stands in for the other field, so each field's own messages show as soon as it is left. */
const SOME_OTHER_EMAIL = 'someone-else@example.com';

/**
 * Change email: both fields required; the current email must be the account's; the new one
 * must differ. The confirmation link goes to the NEW address, which opening it proves; the account moves only then
 * (the current address is told by email). The notice says which inbox to check.
 */
export function ChangeEmailForm({ profile }: { profile: SecurityProfile }) {
  const [form] = Form.useForm<EmailForm>();
  const [saving, setSaving] = useState(false);
  const schema = useMemo(() => changeEmailSchema(profile.email), [profile.email]);

  const submit = async (values: EmailForm) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return;
    setSaving(true);
    const outcome = await apiPost(
      '/account/change-email',
      { email: parsed.data.email, userId: profile.id, currentEmail: parsed.data.currentEmail },
      { silent: true },
    );
    setSaving(false);
    if (!outcome.success) {
      showFormError(form, outcome.error, (message) =>
        message === SECURITY.emailDoesNotMatchAccount ? 'currentEmail' : 'email',
      );
      return;
    }
    form.resetFields();
    void notify('success', 'Check your inbox', { description: SECURITY.emailChangeSent });
  };

  return (
    <Form form={form} name="changeEmail" layout="vertical" onFinish={submit} aria-label="Change email">
      <Form.Item
        name="currentEmail"
        label="Current Email"
        required
        validateTrigger="onBlur"
        rules={[
          zodRule(schema, {
            path: ['currentEmail'],
            map: (currentEmail) => ({ currentEmail, email: SOME_OTHER_EMAIL }),
          }),
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="email"
        label="New Email"
        required
        validateTrigger="onBlur"
        rules={[
          zodRule(schema, { path: ['email'], map: (email) => ({ currentEmail: profile.email, email }) }),
        ]}
      >
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Update Email
      </Button>
    </Form>
  );
}
