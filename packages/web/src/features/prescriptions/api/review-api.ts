import type {
  PrescriptionApproval,
  PrescriptionDecisionResult,
  PrescriptionDetail,
  PrescriptionListResult,
  PrescriptionReferral,
  PrescriptionRejection,
  PrescriptionTab,
  ShippingAddress,
  TrackingUpdate,
} from '@carespace/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, apiGet, apiPost, useApiQuery } from '../../../lib/api-client.ts';

/** Who is looking at the lists: decides the tabs and the actions offered (the server decides what they get). */
export type ReviewRole = 'admin' | 'reviewer' | 'pharmacist';

export const REVIEW_KEY = ['prescription', 'review'] as const;

export interface ReviewListParams {
  tab: PrescriptionTab;
  page: number;
  pageSize: number;
  sort?: 'date' | 'name' | 'email' | 'treatmentCategory' | 'usState';
  order?: 'asc' | 'desc';
  name?: string;
  email?: string;
  treatmentCategory?: string;
  from?: string;
  to?: string;
}

export function reviewListQueryString(params: Partial<ReviewListParams>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** GET /prescription/list with the page's query string; paging, filters and sorting are the server's. */
export function useReviewList(params: ReviewListParams) {
  const query = reviewListQueryString(params);
  return useApiQuery<PrescriptionListResult>([...REVIEW_KEY, 'list', query], `/prescription/list?${query}`, {
    silent: true,
    placeholderData: keepPreviousData,
  });
}

/** GET /prescription/{id}: the modal's request. */
export function usePrescription(id: string | null) {
  return useApiQuery<PrescriptionDetail>(
    [...REVIEW_KEY, 'detail', id],
    `/prescription/${encodeURIComponent(id ?? '')}`,
    {
      enabled: id !== null,
      silent: true,
    },
  );
}

export function useRefreshReview() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
}

export function approvePrescription(
  body: PrescriptionApproval,
): Promise<ApiResult<PrescriptionDecisionResult>> {
  return apiPost<PrescriptionDecisionResult>('/prescription/approve', body);
}

export function rejectPrescription(
  body: PrescriptionRejection,
): Promise<ApiResult<PrescriptionDecisionResult>> {
  return apiPost<PrescriptionDecisionResult>('/prescription/reject', body);
}

export function referPrescription(
  body: PrescriptionReferral,
): Promise<ApiResult<PrescriptionDecisionResult>> {
  return apiPost<PrescriptionDecisionResult>('/prescription/refer', body);
}

export function viewShippingAddress(sessionId: string): Promise<ApiResult<ShippingAddress>> {
  return apiGet<ShippingAddress>(`/prescription/view-address?sessionId=${encodeURIComponent(sessionId)}`);
}

export interface TrackingResult {
  id: string;
  orderNumber: string;
  trackingNumber: string | null;
  shippedOn: number | null;
}

/** Failures are shown by the caller ('Error updating tracking: …'). */
export function updateTracking(body: TrackingUpdate): Promise<ApiResult<TrackingResult>> {
  return apiPost<TrackingResult>('/prescription/tracking', body, { silent: true });
}
