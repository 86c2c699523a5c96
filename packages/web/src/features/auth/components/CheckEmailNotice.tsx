import { MailOutlined } from '@ant-design/icons';
import { ButtonLink } from './ButtonLink.tsx';

/** After sign-up: the account exists but the email must be verified before the first log in. */
export function CheckEmailNotice({ email }: { email: string }) {
  return (
    <div className="cs-auth__status" role="status">
      <MailOutlined className="cs-auth__status-icon cs-auth__status-icon--info" aria-hidden />
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to verify your email address, then
        log in.
      </p>
      <p className="cs-auth__muted">
        Didn't get it? Check your spam folder, or log in with your email and password and we'll send you a new
        link.
      </p>
      <ButtonLink to="/login" type="primary" size="large" block>
        Go to log in
      </ButtonLink>
    </div>
  );
}
