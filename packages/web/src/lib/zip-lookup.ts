import { type ApiResult, apiGet } from './api-call.ts';

export interface ZipLocation {
  zipcode: string;
  latitude: number;
  longitude: number;
  city: string;
  /** Two-letter USPS code, e.g. 'NJ'. */
  state: string;
}

/** GET /search/GeolocationFromZipcode/?zipcode={zip}; the server validates the ZIP. */
export function lookupZipcode(zipcode: string): Promise<ApiResult<ZipLocation>> {
  return apiGet<ZipLocation>(`/search/GeolocationFromZipcode/?zipcode=${encodeURIComponent(zipcode)}`);
}
