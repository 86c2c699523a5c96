import type { LatLngBoundsExpression } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { ensureLeafletStyles } from './leaflet-styles.ts';
import { type MapView, tileConfig, US_BOUNDS, viewAttributes } from './map-config.ts';
import { usStatesOutline } from './us-outline.ts';
import './map.css';

ensureLeafletStyles();

/** Where the map should look: a point and zoom, or an area to fit. A new object (even with equal values) moves it. */
export type MapTarget = { view: MapView } | { bounds: LatLngBoundsExpression; maxZoom?: number };

export interface BaseMapProps {
  /** What the map shows, for screen readers (the map region's name). */
  label: string;
  target?: MapTarget | null;
  minZoom?: number;
  maxZoom?: number;
  /** 440 px, 320 px on phones, unless given. */
  height?: number | string;
  /**
   * Fill the states (land over a sea-coloured background). Off for the heat map: its canvas shares Leaflet's
   * overlay pane with the outline, and a filled outline redrawn after it would cover the heat.
   */
  fillStates?: boolean;
  /** Told each time the map settles after a move or zoom. */
  onView?: (view: MapView) => void;
  children?: ReactNode;
}

const OUTLINE_STYLE = { color: '#7d8f9b', weight: 1, fillColor: '#f7f4ee', fillOpacity: 1 };
const OUTLINE_OVER_TILES = { color: '#5f7380', weight: 1, fill: false };

function FollowTarget({ target }: { target: MapTarget | null | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    // Without animation: a move asked for while Leaflet is still animating the last one would be dropped.
    if ('view' in target)
      map.setView([target.view.lat, target.view.lng], target.view.zoom, { animate: false });
    else map.fitBounds(target.bounds, { padding: [24, 24], maxZoom: target.maxZoom ?? 12, animate: false });
  }, [map, target]);
  return null;
}

function ReportView({ onView }: { onView: (view: MapView) => void }) {
  // The latest callback, without re-subscribing on every render. A listener re-subscribed each render (as
  // useMapEvents does with a new handlers object) is missing while React swaps effects, exactly when
  // FollowTarget moves the map, and that move would go unreported.
  const latest = useRef(onView);
  latest.current = onView;
  const map = useMap();
  useEffect(() => {
    const report = () => {
      const center = map.getCenter();
      latest.current({ lat: center.lat, lng: center.lng, zoom: map.getZoom() });
    };
    map.on('moveend', report);
    report();
    return () => {
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}

/**
 * The app's Leaflet map: the US states outline as the base layer (offline, bundled), a tile layer over it only
 * when configured, fitted to the lower 48 until told otherwise. The current centre and zoom are on the
 * container as data-center and data-zoom.
 */
export default function BaseMap({
  label,
  target,
  minZoom = 3,
  maxZoom = 12,
  height,
  onView,
  fillStates = true,
  children,
}: BaseMapProps) {
  const tiles = tileConfig();
  const [view, setView] = useState<MapView | null>(null);
  return (
    <section
      aria-label={label}
      className={fillStates || tiles ? 'cs-map' : 'cs-map cs-map-land'}
      style={height === undefined ? undefined : { height }}
      {...viewAttributes(view)}
    >
      <MapContainer
        bounds={US_BOUNDS}
        minZoom={minZoom}
        maxZoom={maxZoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
        attributionControl={Boolean(tiles?.attribution)}
      >
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={maxZoom} />}
        <GeoJSON
          data={usStatesOutline()}
          style={tiles || !fillStates ? OUTLINE_OVER_TILES : OUTLINE_STYLE}
          interactive={false}
        />
        <FollowTarget target={target} />
        <ReportView
          onView={(next) => {
            setView(next);
            onView?.(next);
          }}
        />
        {children}
      </MapContainer>
    </section>
  );
}
