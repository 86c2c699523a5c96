import { changePhoneSchema, PHONE_LENGTH, SECURITY } from '@carespace/domain';
import { Button, Checkbox, Form } from 'antd';
import { useMemo, useState } from 'react';
import { PhoneInput } from '../../../components/form/PhoneInput.tsx';
import { apiPut } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { type SecurityProfile, useRefreshSecurity } from '../api/security.ts';
import { fieldSchema, showFormError } from './form-helpers.ts';

interface PhoneForm {
  phone: string;
  confirmPhone: string;
  twoFactor?: boolean;
}

export interface ChangePhoneFormProps {
  profile: SecurityProfile;
  /** After the change: the server has texted a verification code to the new number. */
  onChanged: (phone: string) => void;
}

/**
 * Change phone: at most 10 digits; both entries required; the new number must differ from
 * the current one and the confirmation must match. Once both entries match, a two-factor choice appears
 * (default on); it takes effect when the new number is verified with the texted code.
 */
export function ChangePhoneForm({ profile, onChanged }: ChangePhoneFormProps) {
  const [form] = Form.useForm<PhoneForm>();
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshSecurity();
  const schema = useMemo(() => changePhoneSchema(profile.phone), [profile.phone]);
  const phone = Form.useWatch('phone', form);
  const confirmPhone = Form.useWatch('confirmPhone', form);
  const entriesMatch = typeof phone === 'string' && phone.length === PHONE_LENGTH && phone === confirmPhone;

  const rules = useMemo(
    () => ({
      phone: fieldSchema(schema, 'phone', (value) => ({ phone: value, confirmPhone: value })),
      confirmPhone: fieldSchema(schema, 'confirmPhone', (value) => ({
        phone: form.getFieldValue('phone'),
        confirmPhone: value,
      })),
    }),
    [schema, form],
  );

  const submit = async (values: PhoneForm) => {
    const parsed = schema.safeParse({ ...values, twoFactor: values.twoFactor ?? true });
    if (!parsed.success) return;
    setSaving(true);
    const outcome = await apiPut(
      '/account/change-phone',
      { phone: parsed.data.phone, twoFactor: parsed.data.twoFactor, userId: profile.id },
      { silent: true },
    );
    setSaving(false);
    if (!outcome.success) {
      showFormError(form, outcome.error, (message) =>
        message === SECURITY.phoneMismatch ? 'confirmPhone' : 'phone',
      );
      return;
    }
    form.resetFields();
    void toast('success', SECURITY.phoneUpdated);
    onChanged(parsed.data.phone);
    // The new number is unverified (and two-factor off) until the texted code is entered.
    await refresh();
  };

  return (
    <Form form={form} name="changePhone" layout="vertical" onFinish={submit} aria-label="Change phone number">
      <PhoneInput name="phone" label="New Phone Number" schema={rules.phone} />
      <PhoneInput
        name="confirmPhone"
        label="Confirm New Phone Number"
        schema={rules.confirmPhone}
        itemProps={{ dependencies: ['phone'] }}
      />
      {entriesMatch && (
        <Form.Item
          name="twoFactor"
          valuePropName="checked"
          initialValue={true}
          extra="Each time you log in, we will text a 6-digit code to this number. It starts once the number is verified."
        >
          <Checkbox>Use this number for two-factor authentication</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        Update Phone Number
      </Button>
    </Form>
  );
}
