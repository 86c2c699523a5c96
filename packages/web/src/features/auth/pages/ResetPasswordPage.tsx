import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordFields } from '../../../components/public-form/PasswordFields.tsx';
import { FormAlert, PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import type { ApiError } from '../../../lib/api-fetch.ts';
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

interface NewPassword {
  password: string;
  confirmPassword: string;
}

const resolver = zodResolver<NewPassword>(() =>
  import('../components/auth-form-schemas.ts').then((schemas) => schemas.passwordWithConfirmSchema),
);

/**
 * /reset-password?verificationKey=…: a new password (and its confirmation) from the emailed link. The page is
 * pre-rendered without the key: it shows the form, and reads the key once hydrated.
 */
export default function ResetPasswordPage() {
  usePageMeta({
    title: 'Reset password',
    description: 'Choose a new password for your Carespace account from the link we emailed you.',
    noindex: true,
  });
  // null until hydrated and checked: the form shows meanwhile.
  const checked = useVerificationKeyParam();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<NewPassword>({ mode: 'onChange', resolver });

  const backToLogin = (
    <p>
      <Link to="/login">Back to log in</Link>
    </p>
  );

  if (checked && checked.key === null) {
    return (
      <AuthLayout title={TITLE} links={backToLogin} centered>
        <LinkProblem message={checked.problem ?? ''}>
          <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
        </LinkProblem>
      </AuthLayout>
    );
  }

  if (reset.status === 'success') {
    return (
      <AuthLayout title="Password changed" centered>
        <SuccessNotice message={reset.data.message} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={TITLE} intro="Your new password must be longer than 8 characters." links={backToLogin}>
      {failure && (
        <FormAlert title={failure.message} className="cs-auth__alert">
          {failure.code && LINK_ERRORS.has(failure.code) && (
            <Link to="/forgot-password">Request a new link</Link>
          )}
        </FormAlert>
      )}
      <PublicForm
        form={form}
        busy={reset.isPending}
        prepare={resolver.preload}
        aria-label="Reset password"
        onSubmit={(values) => {
          const key = checked?.key;
          if (!key) return;
          setFailure(null);
          reset.mutate({ verificationKey: key, password: values.password }, { onError: setFailure });
        }}
      >
        <PasswordFields label="New password" confirmLabel="Confirm new password" />
        <SubmitButton block busy={reset.isPending}>
          Reset password
        </SubmitButton>
      </PublicForm>
    </AuthLayout>
  );
}
