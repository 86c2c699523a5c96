import type { PropertyApplication } from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/api-client.ts';
import { propertiesKey } from './properties-api.ts';

/** POST /api/propertyIntroduction: the seeker's application; the property then shows Contacting Host. */
export function useApplyToProperty() {
  const queryClient = useQueryClient();
  return useApiMutation<{ id: string; propertyId: string; sentOn: string }, PropertyApplication>(
    'POST',
    '/propertyIntroduction',
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: propertiesKey });
      },
    },
  );
}
