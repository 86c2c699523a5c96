import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordFields } from '../../../components/form/PasswordFields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useResetPassword } from '../api/auth-api.ts';
import { useVerificationKeyParam } from '../api/verification-key.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { LinkProblem } from '../components/LinkProblem.tsx';
import { SuccessNotice } from '../components/SuccessNotice.tsx';

/** Answers that mean this link is done for: only a new link helps. */
const LINK_ERRORS = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED']);

const TITLE = 'Choose a new password';

/** /reset-password?verificationKey=…: a new password (and its confirmation) from the emailed link. */
export default function ResetPasswordPage() {
  usePageMeta({
    title: 'Reset password',
    description: 'Choose a new password for Carespace.',
    noindex: true,
  });
  const { key, problem } = useVerificationKeyParam();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const requestNewLink = (
    <ButtonLink to="/forgot-password" type="primary" size="large" block>
      Request a new link
    </ButtonLink>
  );
  const backToLogin = (
    <p>
      <Link to="/login">Back to log in</Link>
    </p>
  );

  if (key === null) {
    return (
      <AuthLayout title={TITLE} links={backToLogin} centered>
        <LinkProblem message={problem ?? ''}>{requestNewLink}</LinkProblem>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed" centered>
        <SuccessNotice message={reset.data.message} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={TITLE} intro="Your new password must be longer than 8 characters." links={backToLogin}>
      {failure && (
        <Alert
          type="error"
          showIcon
          className="cs-auth__alert"
          title={failure.message}
          description={
            failure.code && LINK_ERRORS.has(failure.code) ? (
              <Link to="/forgot-password">Request a new link</Link>
            ) : undefined
          }
        />
      )}
      <Form<{ password: string; confirmPassword: string }>
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={reset.isPending}
        onFinish={(values) => {
          setFailure(null);
          reset.mutate({ verificationKey: key, password: values.password }, { onError: setFailure });
        }}
      >
        <PasswordFields label="New password" confirmLabel="Confirm new password" />
        <Form.Item className="cs-auth__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
            Reset password
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
