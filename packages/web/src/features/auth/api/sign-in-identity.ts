import { IDENTITY_REFRESH_MS, type Identity } from '@carespace/domain';
import { useEffect, useSyncExternalStore } from 'react';
import {
  identitySnapshot,
  refreshIdentity,
  subscribeIdentity,
  unknownIdentity,
} from '../../../lib/identity-store.ts';

/**
 * Who is signed in, for the login page: through the public header's identity store (fetched quietly,
 * retried, refreshed every 10 minutes) rather than TanStack Query, which the page would otherwise download
 * (~11 KB gzipped) before its form could be used. `data` is undefined while unknown, null when signed out.
 */
export function useSignInIdentity(): { data: Identity | null | undefined } {
  // The pre-rendered markup knows nobody: hydration starts from 'unknown' too.
  const { identity } = useSyncExternalStore(
    subscribeIdentity,
    identitySnapshot<Identity>,
    unknownIdentity<Identity>,
  );
  useEffect(() => {
    void refreshIdentity();
    const timer = setInterval(() => void refreshIdentity({ force: true }), IDENTITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return { data: identity };
}
