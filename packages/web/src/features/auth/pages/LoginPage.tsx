import { loginSchema } from '@carespace/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type LoginBody, type TwoFactorChallenge, useLogin } from '../api/auth-api.ts';
import { destinationAfterSignIn, useCompleteSignIn } from '../api/complete-sign-in.ts';
import { useIdentity } from '../api/identity.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { TwoFactorForm } from '../components/TwoFactorForm.tsx';

const FIELDS = loginSchema.shape;

/**
 * /login: email and password; users with two-factor sign-in then get the code screen. A visitor who is already
 * signed in goes straight on. Failures (wrong password, unverified email, deactivated, too many attempts) are
 * shown by the API client as the spec's toasts.
 */
export default function LoginPage() {
  usePageMeta({
    title: 'Log in',
    description: 'Log in to Carespace to manage your treatments, prescriptions and medical office space.',
  });
  const location = useLocation();
  const identity = useIdentity();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [form] = Form.useForm<LoginBody>();

  if (identity.data && !login.isPending && !challenge) {
    return <Navigate to={destinationAfterSignIn(identity.data, location.state)} replace />;
  }

  if (challenge) {
    return (
      <AuthLayout title="Two-factor verification">
        <TwoFactorForm
          challenge={challenge}
          onSignedIn={completeSignIn}
          onCancel={() => {
            setChallenge(null);
            login.reset();
          }}
        />
      </AuthLayout>
    );
  }

  const onFinish = (values: LoginBody) => {
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => {
          if (result.twoFactorRequired) setChallenge(result);
          else completeSignIn(result.identity);
        },
        // Keep the email; a wrong password is typed again from scratch.
        onError: () => form.setFieldValue('password', ''),
      },
    );
  };

  return (
    <AuthLayout
      title="Log in"
      intro="Welcome back. Log in to continue to your dashboard."
      links={
        <>
          <p>
            New patient? <Link to="/patient/signup">Create a patient account</Link>
          </p>
          <p>
            Provider or partner? <Link to="/provider/signup">Sign up as a provider</Link>
          </p>
        </>
      }
    >
      <Form<LoginBody>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
        disabled={login.isPending}
      >
        <Form.Item name="email" label="Email" rules={[zodRule(FIELDS.email)]}>
          <Input type="email" autoComplete="username" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[zodRule(FIELDS.password)]}
          extra={
            <div className="cs-auth__forgot">
              <Link to="/forgot-password">Forgot password?</Link>
            </div>
          }
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item className="cs-auth__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
            Log in
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
