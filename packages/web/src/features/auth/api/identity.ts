import { IDENTITY_REFRESH_MS, IDENTITY_RETRIES, IDENTITY_RETRY_MS, type Identity } from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../../lib/api-client.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';

export type { Identity };

/**
 * Fetched at start, quietly (errors are not toasted), refetched every 10 minutes, retried up to
 * 3 times at 1-second intervals. `data` is undefined while loading, null when signed out.
 */
export function useIdentity() {
  return useQuery<Identity | null>({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: () => queryApi<Identity | null>('/auth/identity', { redirectOnUnauthorized: false }),
    meta: { silent: true },
    refetchInterval: IDENTITY_REFRESH_MS,
    retry: IDENTITY_RETRIES,
    retryDelay: IDENTITY_RETRY_MS,
    staleTime: 60_000,
  });
}

export { dashboardPathFor } from './dashboard-path.ts';
