import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { StatusIcon } from '../components/StatusIcon.tsx';

const resolver = zodResolver<{ email: string }>(() =>
  import('../components/auth-form-schemas.ts').then((schemas) => schemas.forgotPasswordSchema),
);

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
  const form = useForm<{ email: string }>({ mode: 'onChange', resolver });

  const backToLogin = (
    <p>
      Remembered it? <Link to="/login">Back to log in</Link>
    </p>
  );

  if (answer) {
    return (
      <AuthLayout title="Check your email" centered>
        <div className="cs-auth__status" role="status">
          <StatusIcon kind="mail" />
          <p>{answer}</p>
          <p className="cs-auth__muted">The link works once and expires in 1 hour.</p>
          <ButtonLink to="/login">Go to log in</ButtonLink>
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
      <PublicForm
        form={form}
        busy={forgot.isPending}
        prepare={resolver.preload}
        aria-label="Send reset link"
        onSubmit={(values) =>
          forgot.mutate({ email: values.email.trim() }, { onSuccess: (result) => setAnswer(result.message) })
        }
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <SubmitButton block busy={forgot.isPending}>
          Send reset link
        </SubmitButton>
      </PublicForm>
    </AuthLayout>
  );
}
