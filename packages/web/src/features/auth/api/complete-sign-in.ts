import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, type LoginLocationState } from '../../../app/session.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';
import { dashboardPathFor, type Identity } from './identity.ts';

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

/** Where a signed-in user lands: back where they were, else their dashboard (spec 01 §2 header routing). */
export function destinationAfterSignIn(identity: Identity, state: unknown): string {
  return returnPathFrom(state) ?? dashboardPathFor(identity);
}

/**
 * After a successful sign-in: the answer already carries the identity, so it goes straight into the cache
 * (no extra identity call, no loader flash) and the user moves on.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (identity: Identity) => {
      queryClient.setQueryData(IDENTITY_QUERY_KEY, identity);
      void navigate(destinationAfterSignIn(identity, location.state), { replace: true });
    },
    [queryClient, navigate, location.state],
  );
}
