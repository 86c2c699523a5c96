import type { Identity } from '@carespace/domain';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IDENTITY_QUERY_KEY } from '../../../lib/identity-store.ts';
import { LOGIN_PATH, type LoginLocationState } from '../../../lib/session.ts';
import { dashboardPathFor } from './dashboard-path.ts';

/** Paths the login page will never return to: the auth pages themselves. */
const NOT_A_DESTINATION =
  /^\/(login|verify-email|verify-update-email|forgot-password|reset-password|welcome|patient\/signup|provider\/signup)\b/;

/**
 * The in-app path the user was sent away from (LoginLocationState.from), or null. Only a same-site path is
 * accepted: '//evil.example' or 'https://…' would turn the login page into an open redirect.
 */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as Partial<LoginLocationState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return null;
  return NOT_A_DESTINATION.test(from) || from === LOGIN_PATH ? null : from;
}

/** Where a signed-in user lands: back where they were, else their dashboard (as the public header routes them). */
export function destinationAfterSignIn(identity: Identity, state: unknown): string {
  return returnPathFrom(state) ?? dashboardPathFor(identity);
}

/**
 * The app's query client, made on demand: TanStack Query (~11 KB gzipped) is not part of the login page's first
 * download. Started when the form is sent, so it is usually in hand by the time the answer comes.
 */
export function loadAppQueryClient() {
  return import('../../../lib/query-client.ts').then((module) => module.ensureAppQueryClient());
}

/**
 * After a successful sign-in: the answer already carries the identity, so it goes straight into the query cache
 * (no extra identity call, no loader flash on the dashboard) and the user moves on. The cache is filled before
 * moving on; should the query code fail to load (offline), the signed-in area asks for the identity itself.
 */
export function useCompleteSignIn() {
  // Only the context: the page has no client until one is made below.
  const contextClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (identity: Identity) => {
      const destination = destinationAfterSignIn(identity, location.state);
      void (contextClient ? Promise.resolve(contextClient) : loadAppQueryClient())
        .then((queryClient) => queryClient.setQueryData(IDENTITY_QUERY_KEY, identity))
        .catch(() => undefined)
        .then(() => navigate(destination, { replace: true }));
    },
    [contextClient, navigate, location.state],
  );
}
