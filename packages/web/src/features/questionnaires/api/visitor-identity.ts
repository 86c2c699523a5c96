import { IDENTITY_REFRESH_MS } from '@carespace/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { currentQueryClient } from '../../../lib/app-query-client.ts';
import {
  IDENTITY_QUERY_KEY,
  identitySnapshot,
  refreshIdentity,
  subscribeIdentity,
  unknownIdentity,
} from '../../../lib/identity-store.ts';

/** The part of the identity answer the visit needs. */
export interface VisitorIdentity {
  patient: unknown;
  /** An admin may open a patient's checkout to see it as they do, but never pays for them. */
  healcoAdmin?: boolean;
}

/**
 * Who is signed in, for /get-started: the public header's identity store (fetched quietly, retried,
 * refreshed every 10 minutes; the app's identity query is mirrored into it when the tab has one), not TanStack
 * Query, which would be ~11 KB of the page's first download. `undefined` while unknown, null when signed out.
 */
export function useVisitorIdentity(): VisitorIdentity | null | undefined {
  // The pre-rendered markup knows nobody: hydration starts from 'unknown' too.
  const { identity } = useSyncExternalStore(
    subscribeIdentity,
    identitySnapshot<VisitorIdentity>,
    unknownIdentity<VisitorIdentity>,
  );
  useEffect(() => {
    void refreshIdentity();
    const timer = setInterval(() => void refreshIdentity({ force: true }), IDENTITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return identity;
}

/** After the visit's account was made (its session cookie set): the app's identity query, else the store. */
export function identityChanged(): void {
  const queryClient = currentQueryClient();
  if (queryClient) void queryClient.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY });
  else void refreshIdentity({ force: true });
}
