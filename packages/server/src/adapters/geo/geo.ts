export interface ZipLocation {
  zipcode: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** ZIP code geocoding. The default is an offline US dataset; no network at run time. */
export interface Geo {
  lookupZip(zipcode: string): ZipLocation | null;
}
