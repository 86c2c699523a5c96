import zipcodes from 'zipcodes';
import type { Geo, Place, ZipLocation } from './geo.ts';
import { findPlace } from './place-finder.ts';

/** The bundled `zipcodes` dataset (about 42,000 US ZIP codes with centroids). */
export class OfflineGeo implements Geo {
  lookupZip(zipcode: string): ZipLocation | null {
    if (!/^\d{5}$/.test(zipcode)) return null;
    const hit = zipcodes.lookup(zipcode);
    if (hit?.country !== 'US') return null;
    return { zipcode, latitude: hit.latitude, longitude: hit.longitude, city: hit.city, state: hit.state };
  }

  findPlace(query: string): Place | null {
    return findPlace(query);
  }
}
