import type { HeatPoint } from '../../../components/map/HeatLayer.tsx';

interface Cell {
  geometry: { x: number; y: number };
  weight: number;
  isoLocation: string;
}

/**
 * The heat layer's points: one per cell the server returned (it has already left out every cell with fewer than
 * the minimum of distinct practices), its intensity the cell's share of the busiest cell's weight.
 */
export function heatPointsOf(cells: Cell[]): HeatPoint[] {
  const max = Math.max(1, ...cells.map((c) => c.weight));
  return cells.map((c) => [c.geometry.x, c.geometry.y, c.weight / max]);
}

/** Where the map first looks once interest has loaded: its weighted centre. Null when there is none. */
export function weightedCentre(cells: Cell[]): { lat: number; lng: number } | null {
  const total = cells.reduce((sum, c) => sum + c.weight, 0);
  if (total <= 0) return null;
  return {
    lat: cells.reduce((sum, c) => sum + c.geometry.x * c.weight, 0) / total,
    lng: cells.reduce((sum, c) => sum + c.geometry.y * c.weight, 0) / total,
  };
}

export interface CityInterest {
  isoLocation: string;
  count: number;
  /** Where the map pans to: the busiest cell of the city. */
  lat: number;
  lng: number;
}

/** The Interests Cities list: weights summed by 'City, ST', busiest first. */
export function citiesOf(cells: Cell[]) {
  const byCity = new Map<string, CityInterest & { best: number }>();
  for (const cell of cells) {
    const city = byCity.get(cell.isoLocation);
    if (!city) {
      byCity.set(cell.isoLocation, {
        isoLocation: cell.isoLocation,
        count: cell.weight,
        lat: cell.geometry.x,
        lng: cell.geometry.y,
        best: cell.weight,
      });
    } else {
      city.count += cell.weight;
      if (cell.weight > city.best) {
        city.best = cell.weight;
        city.lat = cell.geometry.x;
        city.lng = cell.geometry.y;
      }
    }
  }
  return [...byCity.values()]
    .map(({ best: _best, ...city }) => city)
    .sort((a, b) => b.count - a.count || a.isoLocation.localeCompare(b.isoLocation));
}
