import type { AdminLicenseQueue, LicenseReject, LicenseView } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

const QUEUE_KEY = ['admin', 'licenses'] as const;

/** GET /admin/licenses: the licenses waiting for verification, oldest first. */
export function useLicenseQueue() {
  return useApiQuery<AdminLicenseQueue>(QUEUE_KEY, '/admin/licenses', { silent: true, staleTime: 0 });
}

/** POST /admin/licenses/{id}/verify; the failure (already decided, expired) is toasted by the API call. */
export function useVerifyLicense() {
  const client = useQueryClient();
  return useApiMutation<LicenseView, { id: string }>(
    'POST',
    ({ id }) => `/admin/licenses/${encodeURIComponent(id)}/verify`,
    {
      onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }),
    },
  );
}

/** POST /admin/licenses/{id}/reject with the reason the provider reads. */
export function useRejectLicense() {
  const client = useQueryClient();
  return useApiMutation<LicenseView, LicenseReject & { id: string }>(
    'POST',
    ({ id }) => `/admin/licenses/${encodeURIComponent(id)}/reject`,
    { onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }) },
  );
}
