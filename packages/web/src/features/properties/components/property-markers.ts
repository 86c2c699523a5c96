import type { Place, PropertyView } from '@carespace/domain';
import type { MapTarget } from '../../../components/map/BaseMap.tsx';
import { rateText } from './property-text.ts';

export interface MarkerListing {
  id: string;
  title: string;
  /** 'Hoboken, NJ' — never the street, which only the owner sees. */
  place: string;
  rate: string;
}

/** One pin per spot: listings at the same address share it, and its card lists them all. */
export interface PropertyMarker {
  key: string;
  position: [number, number];
  /** The pin's name for screen readers and on hover. */
  title: string;
  listings: MarkerListing[];
}

const spot = (lat: number, lng: number) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

export function markersOf(properties: PropertyView[]): PropertyMarker[] {
  const bySpot = new Map<string, PropertyMarker>();
  for (const property of properties) {
    if (property.latitude === null || property.longitude === null) continue;
    const key = spot(property.latitude, property.longitude);
    const listing: MarkerListing = {
      id: property.id,
      title: property.title,
      place: `${property.addressInfo.city}, ${property.addressInfo.usState}`,
      rate: rateText(property.rate, property.ratePeriod),
    };
    const marker = bySpot.get(key);
    if (marker) marker.listings.push(listing);
    else
      bySpot.set(key, {
        key,
        position: [property.latitude, property.longitude],
        title: '',
        listings: [listing],
      });
  }
  return [...bySpot.values()].map((marker) => ({
    ...marker,
    title:
      marker.listings.length === 1
        ? marker.listings[0]!.title
        : `${marker.listings.length} spaces in ${marker.listings[0]!.place}`,
  }));
}

/** A ZIP code or a city's listings are shown up close; a state is shown whole. */
const CLOSE_ZOOM = 11;

/** Where the map goes for a search: the place, widened to take in every listing found around it. */
export function searchTarget(place: Place, markers: PropertyMarker[]): MapTarget {
  let [south, west, north, east] = place.bounds;
  for (const { position } of markers) {
    south = Math.min(south, position[0]);
    north = Math.max(north, position[0]);
    west = Math.min(west, position[1]);
    east = Math.max(east, position[1]);
  }
  return {
    bounds: [
      [south, west],
      [north, east],
    ],
    maxZoom: place.kind === 'state' ? 8 : CLOSE_ZOOM,
  };
}

/** A state search looks in a circle around the state; only the listings inside it belong to the answer. */
export function withinPlace(place: Place, properties: PropertyView[]): PropertyView[] {
  if (place.kind !== 'state') return properties;
  return properties.filter((p) => p.addressInfo.usState === place.state);
}
