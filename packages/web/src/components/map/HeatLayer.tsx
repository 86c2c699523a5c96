import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { L } from './leaflet-heat.ts';
import 'leaflet.heat';

/** [latitude, longitude, intensity 0–1]. */
export type HeatPoint = [number, number, number];

export interface HeatLayerProps {
  points: HeatPoint[];
  radius: number;
  minOpacity: number;
  maxZoom: number;
}

/** A leaflet.heat layer on the surrounding map, redrawn when its points change. */
export function HeatLayer({ points, radius, minOpacity, maxZoom }: HeatLayerProps) {
  const map = useMap();
  useEffect(() => {
    // The heat canvas cannot be drawn at zero size (a hidden tab); the layer is added once the map has a size.
    const layer = L.heatLayer(points, { radius, minOpacity, maxZoom, max: 1, blur: 20 });
    const size = map.getSize();
    if (size.x > 0 && size.y > 0) layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, points, radius, minOpacity, maxZoom]);
  return null;
}
