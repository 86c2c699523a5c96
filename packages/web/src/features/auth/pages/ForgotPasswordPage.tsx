import { MailOutlined } from '@ant-design/icons';
import { forgotPasswordSchema } from '@carespace/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';

const FIELDS = forgotPasswordSchema.shape;

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the email has an account, so
 * the page never tells anyone which addresses are registered.
 */
export default function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot password',
    description: 'Reset the password of your Carespace account.',
  });
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<string | null>(null);

  const backToLogin = (
    <p>
      Remembered it? <Link to="/login">Back to log in</Link>
    </p>
  );

  if (answer) {
    return (
      <AuthLayout title="Check your email" centered>
        <div className="cs-auth__status" role="status">
          <MailOutlined className="cs-auth__status-icon cs-auth__status-icon--info" aria-hidden />
          <p>{answer}</p>
          <p className="cs-auth__muted">The link works once and expires in 1 hour.</p>
          <ButtonLink to="/login" type="primary" size="large" block>
            Go to log in
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
      links={backToLogin}
    >
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        size="large"
        disabled={forgot.isPending}
        onFinish={(values) =>
          forgot.mutate({ email: values.email.trim() }, { onSuccess: (result) => setAnswer(result.message) })
        }
      >
        <Form.Item name="email" label="Email" rules={[zodRule(FIELDS.email)]}>
          <Input type="email" inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item className="cs-auth__submit">
          <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
            Send reset link
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
