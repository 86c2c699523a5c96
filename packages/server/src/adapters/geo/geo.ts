import type { ZipLocation } from '@carespace/domain';

export type { ZipLocation };

/** ZIP code geocoding. The default is an offline US dataset; no network at run time. */
export interface Geo {
  lookupZip(zipcode: string): ZipLocation | null;
}
