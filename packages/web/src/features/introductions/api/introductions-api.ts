import {
  APPLICATIONS,
  type ApplicationView,
  type ApplicationViewCondition,
  type Identity,
  type IntroductionRejection,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';
import { notify, toast } from '../../../lib/notify.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';

export const applicationsKey = ['applications'] as const;

/** The signed-in person: the area shell has loaded the identity before any page renders. */
export function useSignedInIdentity(): Identity | null {
  return useQueryClient().getQueryData<Identity | null>(IDENTITY_QUERY_KEY) ?? null;
}

/** GET /api/propertyIntroduction/host/{organizationId}: the page shows its own failure message. */
export function useApplications(organizationId: string | null, viewCondition: ApplicationViewCondition) {
  return useApiQuery<ApplicationView[]>(
    [...applicationsKey, organizationId, viewCondition],
    `/propertyIntroduction/host/${encodeURIComponent(organizationId ?? '')}?viewCondition=${viewCondition}`,
    { silent: true, enabled: Boolean(organizationId) },
  );
}

/** POST /api/propertyIntroduction/true/{id}: the result is the new chat's id. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useApiMutation<string, { id: string }>(
    'POST',
    ({ id }) => `/propertyIntroduction/true/${encodeURIComponent(id)}`,
    {
      onSuccess: async () => {
        void notify('success', APPLICATIONS.approved);
        await queryClient.invalidateQueries({ queryKey: applicationsKey });
      },
    },
  );
}

/** POST /api/propertyIntroduction/false/{id} with the reason. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useApiMutation<null, IntroductionRejection & { id: string }>(
    'POST',
    ({ id }) => `/propertyIntroduction/false/${encodeURIComponent(id)}`,
    {
      onSuccess: async () => {
        void toast('success', APPLICATIONS.rejected);
        await queryClient.invalidateQueries({ queryKey: applicationsKey });
      },
    },
  );
}
