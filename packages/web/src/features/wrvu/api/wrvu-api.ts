import type { WrvuCatalogue, WrvuEmailRequest, WrvuEmailResult } from '@carespace/domain';
import { type ApiResult, apiPost, useApiQuery } from '../../../lib/api-client.ts';

export type { WrvuCatalogue, WrvuEmailResult } from '@carespace/domain';
export type WrvuCode = WrvuCatalogue['codes'][number];

/** GET /api/wrvu/codes: published once a year, so cached for the session. */
export function useWrvuCatalogue() {
  return useApiQuery<WrvuCatalogue>(['wrvu', 'codes'], '/wrvu/codes', {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/wrvu/email-results: the server recomputes from the published values and mails the estimate. */
export function emailWrvuResults(body: WrvuEmailRequest): Promise<ApiResult<WrvuEmailResult>> {
  return apiPost<WrvuEmailResult>('/wrvu/email-results', body);
}
