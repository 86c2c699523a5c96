import { VERIFY_EMAIL, VERIFY_REDIRECT_MS } from '@carespace/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentQueryClient } from '../../../lib/app-query-client.ts';
import { IDENTITY_QUERY_KEY, refreshIdentity } from '../../../lib/identity-store.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { LOGIN_PATH } from '../../../lib/session.ts';
import { type VerifyEmailMode, verifyEmail } from '../api/auth-api.ts';
import { useVerificationKeyParam } from '../api/verification-key.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { StatusIcon } from './StatusIcon.tsx';

type Outcome = { state: 'loading' } | { state: 'success' } | { state: 'failure'; reason: string | null };

/**
 * The email verification screen, for /verify-email and (update mode) /verify-update-email: reads the
 * verificationKey query parameter, shows a spinner, then success (and goes to login after 5 s) or failure.
 * 'Continue to Dashboard' (to login) shows unless it failed.
 */
export function VerifyEmailScreen({ mode }: { mode: VerifyEmailMode }) {
  usePageMeta({
    title: mode === 'update' ? 'Confirm your new email' : 'Verify your email',
    description: 'Confirm your email address for your Carespace account.',
    noindex: true,
  });
  // A key: the spinner until hydrated and the key is checked. No key or a cut-short one: the failure at once (for
  // the bare address, already in the pre-rendered page).
  const checked = useVerificationKeyParam();
  const [answer, setAnswer] = useState<Outcome>({ state: 'loading' });
  const outcome: Outcome = checked?.problem ? { state: 'failure', reason: checked.problem } : answer;
  const navigate = useNavigate();
  // A key works once: the call must not be repeated (React's development double effects, re-renders).
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!checked) return;
    const { key } = checked;
    if (key === null || sentFor.current === key) return;
    sentFor.current = key;
    setAnswer({ state: 'loading' });
    void verifyEmail(mode, key).then((result) => {
      if (result.success) {
        setAnswer({ state: 'success' });
        // A signed-in visitor's identity now says verified: the app's query cache when this tab has one (signed-in
        // pages were open), else the public header's store. No TanStack Query is loaded for this.
        const queryClient = currentQueryClient();
        if (queryClient) void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
        else void refreshIdentity({ force: true });
      } else {
        setAnswer({ state: 'failure', reason: result.error.message });
      }
    });
  }, [checked, mode]);

  useEffect(() => {
    if (outcome.state !== 'success') return;
    const timer = setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.state, navigate]);

  const continueLink = (
    <Link to={LOGIN_PATH} className="cs-verify__continue">
      {VERIFY_EMAIL.continueToDashboard}
    </Link>
  );

  if (outcome.state === 'loading') {
    return (
      <AuthLayout title={mode === 'update' ? 'Confirming your new email' : 'Verifying your email'} centered>
        <div className="cs-auth__status" role="status" aria-live="polite">
          <span className="cs-spinner cs-spinner--large cs-verify__spinner" aria-hidden="true" />
          <p>One moment while we check your link…</p>
          {continueLink}
        </div>
      </AuthLayout>
    );
  }

  if (outcome.state === 'success') {
    return (
      <AuthLayout title={VERIFY_EMAIL.success} centered>
        <div className="cs-auth__status" role="status" aria-live="polite">
          <StatusIcon kind="success" />
          <p>{VERIFY_EMAIL.redirecting}</p>
          {continueLink}
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={VERIFY_EMAIL.failure} centered>
      <div className="cs-auth__status" role="alert">
        <StatusIcon kind="error" />
        {outcome.reason && <p>{outcome.reason}</p>}
        <p className="cs-auth__muted">{VERIFY_EMAIL.failureHelp}</p>
      </div>
    </AuthLayout>
  );
}
