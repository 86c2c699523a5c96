import { LOGIN_PATH } from '../../../lib/session.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { StatusIcon } from './StatusIcon.tsx';

/** A finished step (password reset, invitation accepted): the server's message and the way to log in. */
export function SuccessNotice({ message }: { message: string }) {
  return (
    <div className="cs-auth__status" role="status">
      <StatusIcon kind="success" />
      <p>{message}</p>
      <ButtonLink to={LOGIN_PATH}>Log in</ButtonLink>
    </div>
  );
}
