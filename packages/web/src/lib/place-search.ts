import type { Place } from '@carespace/domain';
import { type ApiResult, apiGet } from './api-call.ts';

/** GET /search/place?query=: a ZIP code, a city with its state, or a state, for the search map. */
export function searchPlace(query: string): Promise<ApiResult<Place>> {
  return apiGet<Place>(`/search/place?query=${encodeURIComponent(query.trim())}`, { silent: true });
}
