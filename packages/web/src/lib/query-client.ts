import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showApiError } from './api-call.ts';
import { ApiError } from './api-fetch.ts';
import { currentQueryClient, publishQueryClient } from './app-query-client.ts';
import { IDENTITY_QUERY_KEY, mirrorIdentity } from './identity-store.ts';

export { IDENTITY_QUERY_KEY };

/** Query `meta` understood by the query cache below (api-client.ts passes it on). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** Do not toast this query's failure. */
  silent?: boolean;
}

/** Retries only when no answer came back; a server's answer (even a 5xx) is final and already explained. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === undefined && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if ((query.meta as ApiQueryMeta | undefined)?.silent) return;
        showApiError(error);
      },
    }),
    // Mutations go through apiCall, which shows its own failures.
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's query client, made on first use (by api-client.ts as it loads, so every page with query hooks has
 * it before it renders) and then passed down by AppProviders. Its identity query feeds the public header's
 * identity (identity-store.ts).
 */
export function ensureAppQueryClient(): QueryClient {
  const existing = currentQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== IDENTITY_QUERY_KEY[0]) return;
    if (event.type === 'removed') mirrorIdentity(undefined);
    else if (event.type === 'updated' && event.query.state.status === 'success')
      mirrorIdentity(event.query.state.data);
  });
  // What QueryClientProvider would do: refetch on focus and reconnect.
  if (typeof window !== 'undefined') client.mount();
  return publishQueryClient(client);
}
