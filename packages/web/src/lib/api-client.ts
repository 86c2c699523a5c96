import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiCallOptions, apiCall } from './api-call.ts';
import type { ApiError, FetchAndParseOptions, HttpMethod } from './api-fetch.ts';
import { queryApi } from './api-fetch.ts';
import { type ApiQueryMeta, ensureAppQueryClient } from './query-client.ts';

/*
 * The API contract: the helpers of api-fetch.ts and api-call.ts, re-exported, and the TanStack
 * Query hooks. Importing this module makes the app's query client (query-client.ts), so any page using the hooks
 * has one before it renders.
 */
export * from './api-call.ts';
export * from './api-fetch.ts';

ensureAppQueryClient();

// ---- TanStack Query ----

export type { ApiQueryMeta } from './query-client.ts';

export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn' | 'meta'> & {
  /** POST queries (e.g. reference tables) send this body. */
  method?: HttpMethod;
  body?: unknown;
  /** Do not toast a failure; the page shows it itself. */
  silent?: boolean;
} & FetchAndParseOptions;

/** A query on an /api path. Failures are toasted once, after retries, by the query cache. */
export function useApiQuery<T>(queryKey: QueryKey, path: string, options: ApiQueryOptions<T> = {}) {
  const { method, body, silent, redirectOnUnauthorized, ...queryOptions } = options;
  const meta: ApiQueryMeta = { silent };
  return useQuery<T, ApiError>({
    ...queryOptions,
    queryKey,
    meta,
    queryFn: ({ signal }) => queryApi<T>(path, { method, body, signal, redirectOnUnauthorized }),
  });
}

export type ApiMutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'> &
  Pick<ApiCallOptions, 'silent' | 'onFailure'>;

/**
 * A mutation through the wrapped JSON call: failures are shown by `apiCall` (unless silent) and then reject
 * the mutation with the `ApiError`, so `onError`/`isError` work as usual. The variables are the JSON body.
 */
export function useApiMutation<T, V = void>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string | ((variables: V) => string),
  options: ApiMutationOptions<T, V> = {},
) {
  const { silent, onFailure, ...mutationOptions } = options;
  return useMutation<T, ApiError, V>({
    ...mutationOptions,
    mutationFn: async (variables) => {
      const target = typeof path === 'function' ? path(variables) : path;
      const outcome = await apiCall<T>(target, { method, body: variables, silent, onFailure });
      if (!outcome.success) throw outcome.error;
      return outcome.result;
    },
  });
}
