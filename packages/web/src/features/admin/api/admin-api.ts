import type {
  AdminBookingsResult,
  AdminPatientsResult,
  AdminPropertiesResult,
  AdminProvidersResult,
  AdminStats,
  LesseeSearchResult,
} from '@carespace/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../lib/api-client.ts';

export interface TableParams {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  search?: string | undefined;
  /** A table's own filters (the bookings' status and when). */
  [filter: string]: string | number | undefined;
}

export function queryString(params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== null) query.set(key, String(value));
  }
  return query.toString();
}

const ADMIN_KEY = ['admin'] as const;

/** The admin tables: paging, sorting and search are the server's; the previous page stays while the next loads. */
function useTable<T>(name: string, path: string, params: TableParams) {
  const query = queryString(params);
  return useApiQuery<T>([...ADMIN_KEY, name, query], `${path}?${query}`, {
    silent: true,
    placeholderData: keepPreviousData,
  });
}

export const usePatientsTable = (params: TableParams) =>
  useTable<AdminPatientsResult>('patients', '/admin/patients', params);
export const useProvidersTable = (params: TableParams) =>
  useTable<AdminProvidersResult>('providers', '/admin/providers', params);
export const usePropertiesTable = (params: TableParams) =>
  useTable<AdminPropertiesResult>('properties', '/admin/properties', params);

export const useBookingsTable = (params: TableParams) =>
  useTable<AdminBookingsResult>('bookings', '/admin/bookings', params);

export function useAdminStats() {
  return useApiQuery<AdminStats>([...ADMIN_KEY, 'stats'], '/admin/stats', { silent: true });
}

export interface LesseeParams {
  state?: string | undefined;
  onlyWithinState?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /search/lessee; the page shows its own failure message, so the toast is off. */
export function useHeatMap(params: LesseeParams) {
  const query = queryString(params);
  return useApiQuery<LesseeSearchResult>(['lessee', query], `/search/lessee?${query}`, {
    silent: true,
    retry: 1,
  });
}
