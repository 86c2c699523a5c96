import { CheckCircleFilled } from '@ant-design/icons';
import { LOGIN_PATH } from '../../../app/session.ts';
import { ButtonLink } from './ButtonLink.tsx';

/** A finished step (password reset, invitation accepted): the server's message and the way to log in. */
export function SuccessNotice({ message }: { message: string }) {
  return (
    <div className="cs-auth__status" role="status">
      <CheckCircleFilled className="cs-auth__status-icon cs-auth__status-icon--success" aria-hidden />
      <p>{message}</p>
      <ButtonLink to={LOGIN_PATH} type="primary" size="large" block>
        Log in
      </ButtonLink>
    </div>
  );
}
