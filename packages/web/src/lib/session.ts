import type { DataRouter } from 'react-router';
import { currentQueryClient } from './app-query-client.ts';
import { IDENTITY_QUERY_KEY, mirrorIdentity } from './identity-store.ts';
import { setUnauthorizedHandler } from './unauthorized.ts';

export const LOGIN_PATH = '/login';

/** Where the login page sends the user back to after signing in. */
export interface LoginLocationState {
  from: string;
}

/**
 * A 401 clears identity and goes to login, remembering where the user was. The router is handed in (main.tsx):
 * the route table imports the sign-in pages, which import this module.
 */
export function connectSessionExpiry(router: Pick<DataRouter, 'state' | 'navigate'>): void {
  setUnauthorizedHandler(() => {
    mirrorIdentity(undefined);
    currentQueryClient()?.removeQueries({ queryKey: IDENTITY_QUERY_KEY });
    const { pathname, search, hash } = router.state.location;
    if (pathname === LOGIN_PATH) return;
    const state: LoginLocationState = { from: `${pathname}${search}${hash}` };
    void router.navigate(LOGIN_PATH, { state });
  });
}
