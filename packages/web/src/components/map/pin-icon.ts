import { divIcon } from 'leaflet';

// A drawn pin instead of Leaflet's default marker image: nothing to load, and no image paths for the bundler
// to get wrong (Leaflet's default icon guesses its URL from the stylesheet, which breaks once bundled).
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="38" viewBox="0 0 28 38" aria-hidden="true">
<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 37 14 37s13-13.6 13-23.2C27 6.7 21.2 1 14 1z" fill="#1b5e7a" stroke="#fff" stroke-width="2"/>
<circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

export const pinIcon = divIcon({
  className: 'cs-map-pin',
  html: PIN_SVG,
  iconSize: [28, 38],
  iconAnchor: [14, 37],
  popupAnchor: [0, -34],
});
