import { SIGN_OUT } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearIdleLock, sendEphiLogout } from '../../components/IdleGate.tsx';
import { apiGet } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { IDENTITY_QUERY_KEY } from '../../lib/query-client.ts';
import { LOGIN_PATH } from '../../lib/session.ts';
import { isSecureLogoutPath } from './area-access.ts';

/** Cached answers that may outlive a session: the reference tables hold no personal data. */
const KEPT_QUERIES = new Set<unknown>([IDENTITY_QUERY_KEY[0], 'reference']);

/**
 * Sign-out: on the patient and admin paths it is the secure logout, which closes
 * the ePHI session first; then GET /logout ends the session on the server. On success the identity is cleared,
 * every cached answer holding personal data is dropped and the user goes to login; on failure the 'Error
 * Signing Out' notification explains and the user stays signed in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const busy = useRef(false);

  const signOut = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSigningOut(true);
    if (isSecureLogoutPath(pathname)) await sendEphiLogout();
    const outcome = await apiGet<unknown>('/logout', { silent: true });
    if (!outcome.success) {
      busy.current = false;
      setSigningOut(false);
      void notify('error', SIGN_OUT.errorTitle, {
        description: SIGN_OUT.errorDescription(outcome.error.message),
      });
      return;
    }
    clearIdleLock();
    queryClient.setQueryData(IDENTITY_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(query.queryKey[0]) });
    void navigate(LOGIN_PATH, { replace: true });
  }, [pathname, navigate, queryClient]);

  return { signOut, signingOut };
}
