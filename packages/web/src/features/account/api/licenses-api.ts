import type { LicenseSubmitInput, LicenseView } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

export const licensesKey = ['account', 'licenses'] as const;

/** GET /api/licenses: the signed-in provider's own state licenses and where each stands. */
export function useOwnLicenses() {
  return useApiQuery<LicenseView[]>(licensesKey, '/licenses', { staleTime: 0, silent: true });
}

/** POST /api/licenses: a license, always pending until an admin verifies it. Failures are shown by the form. */
export function useSubmitLicense() {
  const client = useQueryClient();
  return useApiMutation<LicenseView, LicenseSubmitInput>('POST', '/licenses', {
    silent: true,
    onSuccess: () => client.invalidateQueries({ queryKey: licensesKey }),
  });
}

/** DELETE /api/licenses/{id}: withdraws a pending license and its document (a failure is toasted). */
export function useWithdrawLicense() {
  const client = useQueryClient();
  return useApiMutation<{ id: string }, { id: string }>(
    'DELETE',
    ({ id }) => `/licenses/${encodeURIComponent(id)}`,
    {
      onSuccess: () => client.invalidateQueries({ queryKey: licensesKey }),
    },
  );
}
