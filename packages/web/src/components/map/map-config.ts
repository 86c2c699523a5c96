/**
 * Where the maps' base layer comes from. Offline by default: the US outline bundled with the app. A deployment
 * with a tile server sets VITE_MAP_TILE_URL (and VITE_MAP_TILE_ATTRIBUTION) at build time, e.g.
 * https://tiles.example.com/{z}/{x}/{y}.png; the outline is still drawn over the tiles (docs/decisions.md).
 */
export interface TileConfig {
  url: string;
  attribution: string;
}

export function tileConfig(env: Record<string, string | undefined> = import.meta.env): TileConfig | null {
  const url = env.VITE_MAP_TILE_URL?.trim();
  if (!url) return null;
  return { url, attribution: env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '' };
}

/** The lower 48 states: what "fit to the US" shows. */
export const US_BOUNDS: [[number, number], [number, number]] = [
  [24.4, -125.0],
  [49.4, -66.9],
];

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** The view as the map exposes it on its container (data-center, data-zoom), for tests and for support. */
export function viewAttributes(view: MapView | null): Record<string, string> {
  if (!view) return {};
  return { 'data-center': `${view.lat.toFixed(3)},${view.lng.toFixed(3)}`, 'data-zoom': String(view.zoom) };
}
