import type { WrvuCatalogue, WrvuEmailRequest, WrvuEmailResult } from '@carespace/domain';
import { type ApiResult, apiPost } from '../../../lib/api-call.ts';
import { queryApi } from '../../../lib/api-fetch.ts';
import { usePublicQuery } from '../../../lib/public-query.ts';

export type { WrvuCatalogue, WrvuEmailResult } from '@carespace/domain';
export type WrvuCode = WrvuCatalogue['codes'][number];

/**
 * GET /api/wrvu/codes: published once a year, so cached for the session. A public-page read (lib/public-query.ts,
 * no TanStack Query: the page's download budget), asked for once the pre-rendered page is hydrated; the page shows
 * a failure itself.
 */
export function useWrvuCatalogue() {
  return usePublicQuery<WrvuCatalogue>('wrvu/codes', () => queryApi<WrvuCatalogue>('/wrvu/codes'), {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/wrvu/email-results: the server recomputes from the published values and mails the estimate. */
export function emailWrvuResults(body: WrvuEmailRequest): Promise<ApiResult<WrvuEmailResult>> {
  return apiPost<WrvuEmailResult>('/wrvu/email-results', body);
}
