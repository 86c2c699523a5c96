import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiQueryMeta, showApiError } from './api-client.ts';

/** Identity (spec 01 §4) lives under this key; a lost session removes it. */
export const IDENTITY_QUERY_KEY = ['identity'] as const;

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
