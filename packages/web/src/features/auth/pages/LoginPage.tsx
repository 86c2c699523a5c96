import { SIGN_IN } from '@carespace/domain';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { PasswordField } from '../../../components/public-form/PasswordField.tsx';
import { FormAlert, PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { showApiError } from '../../../lib/api-call.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type LoginBody, type TwoFactorChallenge, useLogin } from '../api/auth-api.ts';
import { destinationAfterSignIn, loadAppQueryClient, useCompleteSignIn } from '../api/complete-sign-in.ts';
import { useSignInIdentity } from '../api/sign-in-identity.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

const resolver = zodResolver<LoginBody>(() =>
  import('../components/auth-form-schemas.ts').then((schemas) => schemas.loginSchema),
);
const loadTwoFactorStep = () => import('../components/TwoFactorStep.tsx');
const TwoFactorStep = lazy(loadTwoFactorStep);

/** The server's answer while sign-ins to the account are slowed down after several wrong passwords. */
const THROTTLED = 'SIGN_IN_THROTTLED';

/**
 * /login: email and password; users with two-factor sign-in then get the code screen. A visitor who is already
 * signed in goes straight on. Failures (wrong password, unverified email, deactivated, too many attempts) are
 * shown as toasts, except a sign-in paused after several wrong passwords: that one stays on the page,
 * says how long to wait, and offers the reset link that gets the owner in at once.
 */
export default function LoginPage() {
  usePageMeta({
    title: 'Log in',
    description: 'Log in to Carespace to manage your treatments, prescriptions and medical office space.',
  });
  const location = useLocation();
  const identity = useSignInIdentity();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [paused, setPaused] = useState<string | null>(null);
  const form = useForm<LoginBody>({ mode: 'onChange', resolver });

  if (identity.data && !login.isPending && !challenge) {
    return <Navigate to={destinationAfterSignIn(identity.data, location.state)} replace />;
  }

  if (challenge) {
    // The step's chunk was fetched when the form was sent, so this rarely waits.
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={completeSignIn}
          onCancel={() => {
            setChallenge(null);
            login.reset();
          }}
        />
      </Suspense>
    );
  }

  const onSubmit = (values: LoginBody) => {
    void loadTwoFactorStep().catch(() => undefined); // in hand if the account asks for a code
    void loadAppQueryClient().catch(() => undefined); // in hand to keep the identity once signed in
    setPaused(null);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => {
          if (result.twoFactorRequired) setChallenge(result);
          else completeSignIn(result.identity);
        },
        // Keep the email; a wrong password is typed again from scratch.
        onError: (error) => {
          if (error.code === THROTTLED) setPaused(error.message);
          else showApiError(error);
          form.resetField('password', { defaultValue: '' });
          // After the fieldset is enabled again.
          setTimeout(() => form.setFocus('password'), 0);
        },
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
      {paused && (
        <FormAlert kind="info" title="Signing in is paused">
          <p>{paused}</p>
          <p>
            <Link to="/forgot-password">{SIGN_IN.resetNow}</Link>
          </p>
        </FormAlert>
      )}
      <PublicForm
        form={form}
        onSubmit={onSubmit}
        busy={login.isPending}
        prepare={resolver.preload}
        aria-label="Log in"
      >
        <TextField name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          after={
            <p className="cs-auth__forgot">
              <Link to="/forgot-password">Forgot password?</Link>
            </p>
          }
        />
        <SubmitButton block busy={login.isPending}>
          Log in
        </SubmitButton>
      </PublicForm>
    </AuthLayout>
  );
}
