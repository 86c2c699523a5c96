import { SUPPORT_EMAIL } from '@carespace/domain';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { AgreementCheckbox } from '../../../components/form/AgreementCheckbox.tsx';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAcceptInvitation } from '../api/auth-api.ts';
import { useVerificationKeyParam } from '../api/verification-key.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LinkProblem } from '../components/LinkProblem.tsx';
import { SuccessNotice } from '../components/SuccessNotice.tsx';

const LINK_ERRORS = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED']);
const ASK_AGAIN = `Ask the person who invited you to send a new invitation, or contact us at ${SUPPORT_EMAIL}.`;

interface WelcomeValues {
  password: string;
  confirmPassword: string;
  acceptTermsAndPrivacy: boolean;
}

/**
 * /welcome?verificationKey=…: someone invited into an organization sets their password and accepts the Terms &
 * Conditions and Privacy Policy, then logs in.
 */
export default function WelcomePage() {
  usePageMeta({
    title: 'Welcome',
    description: 'Set your password to join your organization on Carespace.',
    noindex: true,
  });
  // null while the key is checked: the form shows meanwhile.
  const checked = useVerificationKeyParam();
  const key = checked?.key ?? null;
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<ApiError | null>(null);

  if (checked && checked.key === null) {
    return (
      <AuthLayout title="Welcome to Carespace" centered>
        <LinkProblem message={checked.problem ?? ''}>
          <p className="cs-auth__muted">{ASK_AGAIN}</p>
        </LinkProblem>
      </AuthLayout>
    );
  }

  if (accept.status === 'success') {
    return (
      <AuthLayout title="You're all set" centered>
        <SuccessNotice message={accept.data.message} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Welcome to Carespace"
      intro="You've been invited to join your organization. Choose a password to finish setting up your account."
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          className="cs-auth__alert"
          title={failure.message}
          description={failure.code && LINK_ERRORS.has(failure.code) ? ASK_AGAIN : undefined}
        />
      )}
      <Form<WelcomeValues>
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={accept.isPending}
        onFinish={(values) => {
          if (key === null) return;
          setFailure(null);
          accept.mutate(
            { verificationKey: key, password: values.password, acceptTermsAndPrivacy: true },
            { onError: setFailure },
          );
        }}
      >
        <PasswordFields />
        <AgreementCheckbox variant="terms" />
        <Form.Item className="cs-auth__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={accept.isPending}>
            Set password
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
