import { IDENTITY_REFRESH_MS, type ProviderRole } from '@carespace/domain';
import { useEffect, useSyncExternalStore } from 'react';
import {
  identitySnapshot,
  refreshIdentity,
  subscribeIdentity,
  unknownIdentity,
} from '../../lib/identity-store.ts';

/** The part of the identity answer the public header needs; null when signed out. */
export interface HeaderIdentity {
  id: string;
  healcoAdmin: boolean;
  patient: unknown;
  provider: { providerRole: ProviderRole | string } | null;
}

export const IDENTITY_PATH = '/auth/identity';

/** The header's Dashboard link: admins to the admin area; patients, pharmacists and healcoPro to /rx; others /provider. */
export function dashboardPath(identity: HeaderIdentity): '/admin' | '/rx' | '/provider' {
  if (identity.healcoAdmin) return '/admin';
  const role = identity.provider?.providerRole;
  if (identity.patient || role === 'PHAR' || role === 'HPRO') return '/rx';
  return '/provider';
}

/**
 * Identity, fetched quietly (errors ignored) and refreshed every 10 minutes. A signed-out visitor
 * gets `null`; a 401 here is an answer, not a lost session, so it does not redirect to login. Plain fetch, no
 * TanStack Query: the header is on every landing page (lib/identity-store.ts).
 */
export function useHeaderIdentity(): { data: HeaderIdentity | null | undefined; isPending: boolean } {
  // The pre-rendered markup knows nobody: hydration starts from 'unknown' too.
  const { identity, settled } = useSyncExternalStore(
    subscribeIdentity,
    identitySnapshot<HeaderIdentity>,
    unknownIdentity<HeaderIdentity>,
  );
  useEffect(() => {
    void refreshIdentity();
    const timer = setInterval(() => void refreshIdentity({ force: true }), IDENTITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return { data: identity, isPending: !settled };
}
