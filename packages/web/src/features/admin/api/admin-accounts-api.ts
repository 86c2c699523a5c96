import type {
  AdminUserStatusBody,
  AdminUserStatusResult,
  AdminUserSummary,
  Identity,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';

/** The signed-in admin, read from the identity the shell loaded (no fetch of its own). */
export function useViewerId(): string | null {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData<Identity | null>(IDENTITY_QUERY_KEY)?.id ?? null,
  );
}

/** GET /admin/users/{userId}: one account for the console's detail pages. */
export function useAdminUser(userId: string | null) {
  return useApiQuery<AdminUserSummary>(
    ['admin', 'user', userId ?? ''],
    `/admin/users/${encodeURIComponent(userId ?? '')}`,
    { enabled: Boolean(userId), staleTime: 0 },
  );
}

/**
 * PUT /admin/users/{userId}/status. Every admin list and detail shows the status, so all of them refresh; the
 * failure (say, one's own account) is shown by the API call.
 */
export function useSetUserStatus(userId: string) {
  const client = useQueryClient();
  return useApiMutation<AdminUserStatusResult, AdminUserStatusBody>(
    'PUT',
    `/admin/users/${encodeURIComponent(userId)}/status`,
    { onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }) },
  );
}
