import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

let outline: FeatureCollection | null = null;

/** The US states from us-atlas (Census cartographic boundaries, 1:10m), as GeoJSON; converted once. */
export function usStatesOutline(): FeatureCollection {
  if (!outline) {
    const topology = states as unknown as Topology<{ states: GeometryCollection }>;
    outline = feature(topology, topology.objects.states) as FeatureCollection;
  }
  return outline;
}
