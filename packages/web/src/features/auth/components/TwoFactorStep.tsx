import type { TwoFactorChallenge } from '../api/auth-api.ts';
import type { Identity } from '../api/identity.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';

/** The code screen after the password step; its own chunk, fetched when the log in form is sent. */
export default function TwoFactorStep(props: {
  challenge: TwoFactorChallenge;
  onSignedIn: (identity: Identity) => void;
  onCancel: () => void;
}) {
  return (
    <AuthLayout title="Two-factor verification">
      <TwoFactorForm {...props} />
    </AuthLayout>
  );
}
