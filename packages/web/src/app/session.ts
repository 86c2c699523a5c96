import { currentQueryClient } from '../lib/app-query-client.ts';
import { IDENTITY_QUERY_KEY, mirrorIdentity } from '../lib/identity-store.ts';
import { setUnauthorizedHandler } from '../lib/unauthorized.ts';
import type { AppRouter } from './router.tsx';

export const LOGIN_PATH = '/login';

/** Where the login page sends the user back to after signing in. */
export interface LoginLocationState {
  from: string;
}

/** A 401 clears identity and goes to login, remembering where the user was. */
export function connectSessionExpiry(router: AppRouter): void {
  setUnauthorizedHandler(() => {
    mirrorIdentity(undefined);
    currentQueryClient()?.removeQueries({ queryKey: IDENTITY_QUERY_KEY });
    const { pathname, search, hash } = router.state.location;
    if (pathname === LOGIN_PATH) return;
    const state: LoginLocationState = { from: `${pathname}${search}${hash}` };
    void router.navigate(LOGIN_PATH, { state });
  });
}
