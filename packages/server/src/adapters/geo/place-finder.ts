import { type Place, US_STATES } from '@carespace/domain';
import zipcodes, { type ZipInfo } from 'zipcodes';

/** A ZIP search looks this far around the ZIP's centre, as the list search always has. */
export const ZIP_RADIUS_MILES = 25;
/** A city or state search reaches its farthest ZIP centre plus this margin, within the API's 500-mile cap. */
const MARGIN_MILES = 10;
const MAX_RADIUS_MILES = 500;

const STATE_BY_NAME = new Map<string, string>(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

function stateCode(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  const upper = trimmed.toUpperCase();
  if (upper in US_STATES) return upper;
  return STATE_BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

function miles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** Centre, extent and reach of a set of ZIP centroids (a city's or a state's). */
function around(zips: ZipInfo[]): Pick<Place, 'latitude' | 'longitude' | 'bounds' | 'radiusMiles'> {
  const located = zips.filter((z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude));
  const lats = located.map((z) => z.latitude);
  const lngs = located.map((z) => z.longitude);
  const bounds: Place['bounds'] = [
    Math.min(...lats),
    Math.min(...lngs),
    Math.max(...lats),
    Math.max(...lngs),
  ];
  // The middle of the extent, not the mean: a state's ZIP codes crowd its cities and would pull the mean there.
  const latitude = (bounds[0] + bounds[2]) / 2;
  const longitude = (bounds[1] + bounds[3]) / 2;
  const farthest = Math.max(0, ...located.map((z) => miles(latitude, longitude, z.latitude, z.longitude)));
  return {
    latitude,
    longitude,
    bounds,
    radiusMiles: Math.min(MAX_RADIUS_MILES, Math.max(ZIP_RADIUS_MILES, Math.ceil(farthest + MARGIN_MILES))),
  };
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

function usOnly(zips: ZipInfo[]): ZipInfo[] {
  return zips.filter((z) => z.country === 'US' && z.latitude && z.longitude);
}

/** 'Hoboken, NJ', 'Hoboken, New Jersey' or 'Hoboken NJ' → the city's ZIP codes. */
function cityZips(query: string): { zips: ZipInfo[]; state: string } | null {
  const comma = query.lastIndexOf(',');
  const attempts: [string, string][] = [];
  if (comma > 0) attempts.push([query.slice(0, comma), query.slice(comma + 1)]);
  const words = query.split(/\s+/);
  // Without a comma, try the last one, two and three words as the state ('Santa Fe New Mexico').
  for (let n = 1; n <= 3 && n < words.length; n += 1) {
    attempts.push([words.slice(0, -n).join(' '), words.slice(-n).join(' ')]);
  }
  for (const [city, stateText] of attempts) {
    const state = stateCode(stateText);
    if (!state || !city.trim()) continue;
    const zips = usOnly(zipcodes.lookupByName(city.trim(), state));
    if (zips.length > 0) return { zips, state };
  }
  return null;
}

/** The offline place search behind the search map, over the bundled `zipcodes` dataset. */
export function findPlace(input: string): Place | null {
  const query = input.trim().replace(/\s+/g, ' ');
  if (/^\d{5}$/.test(query)) {
    const hit = zipcodes.lookup(query);
    if (hit?.country !== 'US' || !hit.latitude) return null;
    return {
      kind: 'zip',
      label: `${hit.city}, ${hit.state} ${query}`,
      city: hit.city,
      state: hit.state,
      latitude: hit.latitude,
      longitude: hit.longitude,
      bounds: [hit.latitude, hit.longitude, hit.latitude, hit.longitude],
      radiusMiles: ZIP_RADIUS_MILES,
    };
  }
  const state = stateCode(query);
  if (state) {
    const zips = usOnly(zipcodes.lookupByState(state));
    if (zips.length === 0) return null;
    return {
      kind: 'state',
      label: US_STATES[state as keyof typeof US_STATES],
      city: null,
      state,
      ...around(zips),
    };
  }
  const city = cityZips(query);
  if (!city) return null;
  const name = titleCase(city.zips[0]!.city);
  return {
    kind: 'city',
    label: `${name}, ${city.state}`,
    city: name,
    state: city.state,
    ...around(city.zips),
  };
}
