import { type ApiResult, apiPost, useApiQuery } from '../../../lib/api-client.ts';

export interface WrvuCode {
  cpt: string;
  description: string;
  workRvu: number;
}

export interface WrvuCatalogue {
  codes: WrvuCode[];
  specialties: { id: string; name: string; codes: string[] }[];
  defaultConversionFactor: number;
  source: { name: string; url: string; year: number };
}

export interface WrvuEmailResult {
  totalWorkRvus: number;
  compensationCents: number;
  conversionFactor: number;
  message: string;
}

/** GET /api/wrvu/codes: published once a year, so cached for the session. */
export function useWrvuCatalogue() {
  return useApiQuery<WrvuCatalogue>(['wrvu', 'codes'], '/wrvu/codes', {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/wrvu/email-results: the server recomputes from the published values and mails the estimate. */
export function emailWrvuResults(body: {
  email: string;
  lines: { cpt: string; volume: number }[];
  conversionFactor: number;
}): Promise<ApiResult<WrvuEmailResult>> {
  return apiPost<WrvuEmailResult>('/wrvu/email-results', body);
}
