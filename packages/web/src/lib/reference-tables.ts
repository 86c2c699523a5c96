import { queryOptions } from '@tanstack/react-query';
import { queryApi } from './api-client.ts';

/** Reference tables return lists of id and name. */
export interface ReferenceItem {
  id: string;
  name: string;
}

/** One reference table, cached for the life of the page: tables change only with a server release. */
export function referenceTableQuery(table: string) {
  return queryOptions({
    queryKey: ['reference', table] as const,
    queryFn: async ({ signal }) => {
      const tables = await queryApi<Record<string, ReferenceItem[] | undefined>>('/misc/reference-tables', {
        method: 'POST',
        body: { tables: [table] },
        signal,
      });
      return tables[table] ?? [];
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
