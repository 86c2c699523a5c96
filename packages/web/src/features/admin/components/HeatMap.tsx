import { HEAT_MAP, type LesseeCell } from '@carespace/domain';
import { useMemo, useState } from 'react';
import BaseMap, { type MapTarget } from '../../../components/map/BaseMap.tsx';
import { HeatLayer } from '../../../components/map/HeatLayer.tsx';
import { heatPointsOf } from './heat-projection.ts';

export interface HeatMapProps {
  cells: LesseeCell[];
  /** Finer cells, drawn once zoomed in far enough to tell them apart (admins only). */
  detail?: LesseeCell[];
  target: MapTarget | null;
  interactive?: boolean;
}

/** From this zoom on, ~1 km cells are wider than the radius apart and the detail is worth drawing. */
const DETAIL_ZOOM = 9;

/**
 * The lessee heat map: leaflet.heat over the offline US outline, with a radius of 30 px, minimum
 * opacity (0.6) and zoom limits (12 when interactive, else 5). Loaded lazily with the Activity page.
 */
export default function HeatMap({ cells, detail = [], target, interactive = true }: HeatMapProps) {
  const [zoom, setZoom] = useState<number>(HEAT_MAP.zoom);
  const shown = zoom >= DETAIL_ZOOM && detail.length > 0 ? detail : cells;
  const points = useMemo(() => heatPointsOf(shown), [shown]);
  const maxZoom = interactive ? HEAT_MAP.maxZoomInteractive : HEAT_MAP.maxZoomStatic;
  return (
    <BaseMap
      label={`Heat map of lessee interest, ${shown.length} areas`}
      target={target}
      maxZoom={maxZoom}
      fillStates={false}
      onView={(view) => setZoom(view.zoom)}
    >
      {/* leaflet.heat fades points below its maxZoom; the weights are already relative, so full strength from the default zoom. */}
      <HeatLayer
        points={points}
        radius={HEAT_MAP.radius}
        minOpacity={HEAT_MAP.opacity}
        maxZoom={HEAT_MAP.zoom}
      />
    </BaseMap>
  );
}
