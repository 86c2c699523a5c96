import { ButtonLink } from './ButtonLink.tsx';
import { StatusIcon } from './StatusIcon.tsx';

/** After sign-up: the account exists but the email must be verified before the first log in. */
export function CheckEmailNotice({ email }: { email: string }) {
  return (
    <div className="cs-auth__status" role="status">
      <StatusIcon kind="mail" />
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to verify your email address, then
        log in.
      </p>
      <p className="cs-auth__muted">
        Didn't get it? Check your spam folder, or log in with your email and password and we'll send you a new
        link.
      </p>
      <ButtonLink to="/login">Go to log in</ButtonLink>
    </div>
  );
}
