import {
  type Identity,
  type ListingMode,
  MATCHES_PAGE_SIZE,
  PROPERTIES,
  type PropertySaveInput,
  type PropertyView,
} from '@carespace/domain';
import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  type ApiError,
  type ApiQueryMeta,
  apiPost,
  queryApi,
  useApiMutation,
  useApiQuery,
} from '../../../lib/api-client.ts';
import { notify, toast } from '../../../lib/notify.ts';
import { IDENTITY_QUERY_KEY } from '../../../lib/query-client.ts';

/** The signed-in person: the area shell has loaded the identity before any page renders. */
export function useSignedInIdentity(): Identity | null {
  const client = useQueryClient();
  // Read (and follow) the cached identity without adding an observer that could fetch or change its options.
  return useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => client.getQueryData<Identity | null>(IDENTITY_QUERY_KEY) ?? null,
  );
}

export const propertiesKey = ['properties'] as const;

/** A failed property fetch toasts the server's message, else the product's own words. */
function useFetchFailureToast(error: ApiError | null) {
  useEffect(() => {
    if (!error) return;
    void toast('error', error.httpStatus && error.message ? error.message : PROPERTIES.fetchFailed);
  }, [error]);
}

function queryString(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ListFilters {
  organizationId?: string | null;
  search?: string | null;
  state?: string | null;
  specialty?: string | null;
}

/** GET /api/properties: the organization's own listings in a mode. */
export function useOwnProperties(mode: ListingMode, filters: ListFilters = {}) {
  const path = `/properties${queryString({ ...filters, mode })}`;
  const query = useApiQuery<PropertyView[]>([...propertiesKey, 'own', mode, filters], path, { silent: true });
  useFetchFailureToast(query.error);
  return query;
}

/**
 * GET /api/properties/guest: listed properties matched to the organization, most recent first, `limit` at a time
 * (docs/decisions.md, "The matches list is paged"). `matches` is every page loaded so far; a page shorter than
 * `limit` is the last, so `hasNextPage` turns false there.
 */
export function useMatchedProperties(filters: ListFilters = {}, limit: number = MATCHES_PAGE_SIZE) {
  const meta: ApiQueryMeta = { silent: true };
  const query = useInfiniteQuery<
    PropertyView[],
    ApiError,
    InfiniteData<PropertyView[], number>,
    QueryKey,
    number
  >({
    queryKey: [...propertiesKey, 'guest', filters, limit],
    meta,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      queryApi<PropertyView[]>(
        `/properties/guest${queryString({ ...filters, page: String(pageParam), limit: String(limit) })}`,
        { signal },
      ),
    getNextPageParam: (last, _pages, lastPage) => (last.length < limit ? undefined : lastPage + 1),
  });
  useFetchFailureToast(query.error);
  return { ...query, matches: query.data?.pages.flat() };
}

/** GET /api/properties/nearby: up to 4 around the practice. */
export function useNearbyProperties() {
  const query = useApiQuery<PropertyView[]>([...propertiesKey, 'nearby'], '/properties/nearby', {
    silent: true,
  });
  useFetchFailureToast(query.error);
  return query;
}

/** GET /api/properties/suggestion/geometry around a point. */
export function usePropertiesAround(
  point: { lat: number; lng: number; miles?: number } | null,
  specialty?: string | null,
) {
  const path = point
    ? `/properties/suggestion/geometry${queryString({
        lat: String(point.lat),
        lng: String(point.lng),
        range: String(point.miles ?? 25),
        specialty: specialty ?? null,
      })}`
    : '';
  const query = useApiQuery<PropertyView[]>([...propertiesKey, 'around', point, specialty], path, {
    silent: true,
    enabled: point !== null,
  });
  useFetchFailureToast(query.error);
  return query;
}

export function useProperty(id: string | undefined) {
  const query = useApiQuery<PropertyView>([...propertiesKey, 'one', id], `/properties/${id ?? ''}`, {
    silent: true,
    enabled: Boolean(id),
  });
  useFetchFailureToast(query.error);
  return query;
}

/** POST /api/properties or PUT /api/properties/{id}. Validation messages are shown by the form's caller. */
export function useSaveProperty(id?: string) {
  const queryClient = useQueryClient();
  return useApiMutation<PropertyView, PropertySaveInput>(
    id ? 'PUT' : 'POST',
    id ? `/properties/${id}` : '/properties',
    {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: propertiesKey });
      },
    },
  );
}

/** PUT /api/properties/update-priority/{organizationId}: the product's success and failure messages. */
export function useUpdatePriority(organizationId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ updated: number }, { prioritizeProperty: string[] }>(
    'PUT',
    `/properties/update-priority/${encodeURIComponent(organizationId)}`,
    {
      silent: true,
      onFailure: (error) => {
        void toast(
          'error',
          error.httpStatus && error.message ? error.message : PROPERTIES.updateListingsFailed,
        );
      },
      onSuccess: async () => {
        void notify('success', PROPERTIES.listingsUpdatedTitle, { description: PROPERTIES.listingsUpdated });
        await queryClient.invalidateQueries({ queryKey: propertiesKey });
      },
    },
  );
}

/**
 * A nearby recommendation was opened: record it, and let the caller go to the property whatever happens
 * (a failure is toasted; the user is taken to the property regardless).
 */
export async function recordPropertyMatch(propertyId: string, organizationId: string | null): Promise<void> {
  if (!organizationId) return;
  await apiPost(`/propertyMatch/${encodeURIComponent(propertyId)}`, { organizationId });
}
