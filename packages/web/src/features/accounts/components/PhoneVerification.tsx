import { formatPhone, SECURITY, TWO_FACTOR_CODE_LENGTH, twoFactorCodeSchema } from '@carespace/domain';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { keepDigits } from '../../../components/form/digits.ts';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { type SecurityProfile, useRefreshSecurity } from '../api/security.ts';

export interface PhoneVerificationProps {
  profile: SecurityProfile & { phone: string };
  /** A code was just texted (after a phone change), so the copy says so. */
  codeSent?: boolean;
}

/**
 * Phone verification by code (a phone starts unverified and is verified by code): the six-digit code texted to the
 * account's phone. 'Send a new code' texts another one.
 */
export function PhoneVerification({ profile, codeSent = false }: PhoneVerificationProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(codeSent);
  const refresh = useRefreshSecurity();
  const phone = formatPhone(profile.phone);

  const verify = async ({ code }: { code: string }) => {
    setChecking(true);
    const outcome = await apiPost(
      '/account/check-verify-phone',
      { code, phoneNumber: profile.phone, userId: profile.id },
      { silent: true },
    );
    setChecking(false);
    if (!outcome.success) {
      void toast('error', SECURITY.verifyPhoneFailed(outcome.error.message));
      return;
    }
    form.resetFields();
    void toast('success', SECURITY.phoneVerified);
    await refresh();
  };

  const sendCode = async () => {
    setSending(true);
    const outcome = await apiPost<{ message: string }>(
      '/account/send-verify-phone',
      { phoneNumber: profile.phone },
      { silent: true },
    );
    setSending(false);
    if (!outcome.success) {
      void toast('error', SECURITY.verifyPhoneFailed(outcome.error.message));
      return;
    }
    setSent(true);
    void toast('success', outcome.result.message);
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title={`Please verify ${phone}`}
        description={
          sent
            ? `Enter the ${TWO_FACTOR_CODE_LENGTH}-digit code we texted to ${phone}. Codes expire after 10 minutes.`
            : `Send a ${TWO_FACTOR_CODE_LENGTH}-digit code to ${phone}, then enter it here.`
        }
      />
      <Form
        form={form}
        name="verifyPhone"
        layout="vertical"
        onFinish={verify}
        aria-label="Verify phone number"
      >
        <Form.Item
          name="code"
          label="Verification code"
          rules={[zodRule(twoFactorCodeSchema)]}
          normalize={(value: string) => keepDigits(value ?? '', TWO_FACTOR_CODE_LENGTH)}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            style={{ maxWidth: 200, letterSpacing: '0.2em' }}
          />
        </Form.Item>
        <Flex gap={8} wrap align="center">
          <Button type="primary" htmlType="submit" loading={checking}>
            Verify
          </Button>
          <Button onClick={sendCode} loading={sending}>
            {sent ? 'Send a new code' : 'Send code'}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
