import type { Place, ZipLocation } from '@carespace/domain';

export type { Place, ZipLocation };

/** ZIP code geocoding. The default is an offline US dataset; no network at run time. */
export interface Geo {
  lookupZip(zipcode: string): ZipLocation | null;
  /** A ZIP code, 'City, ST' / 'City, State' / 'City ST', or a state name or code; null when nothing matches. */
  findPlace(query: string): Place | null;
}
