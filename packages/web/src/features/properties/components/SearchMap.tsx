import { Typography } from 'antd';
import { Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import BaseMap, { type MapTarget } from '../../../components/map/BaseMap.tsx';
import { pinIcon } from '../../../components/map/pin-icon.ts';
import type { MarkerListing, PropertyMarker } from './property-markers.ts';

export interface SearchMapProps {
  markers: PropertyMarker[];
  target: MapTarget | null;
  onOpen: (listing: MarkerListing) => void;
}

/** The property search map: a pin per listed space; a pin's card names the space, its town and rate. */
export default function SearchMap({ markers, target, onOpen }: SearchMapProps) {
  return (
    <BaseMap label={`Map of listed spaces, ${markers.length} places`} target={target}>
      {markers.map((marker) => (
        <Marker key={marker.key} position={marker.position} icon={pinIcon} title={marker.title}>
          <Popup minWidth={200} maxWidth={260}>
            <div className="cs-map-card">
              {marker.listings.map((listing) => (
                <div key={listing.id} className="cs-map-card-item">
                  <Typography.Text strong>{listing.title}</Typography.Text>
                  <div>{listing.place}</div>
                  <div>{listing.rate}</div>
                  <Link to={`/provider/properties/${listing.id}`} onClick={() => onOpen(listing)}>
                    Open property
                  </Link>
                </div>
              ))}
            </div>
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  );
}
