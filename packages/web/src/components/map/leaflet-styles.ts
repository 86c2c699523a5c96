// Leaflet's stylesheet travels inside the map chunk and is added on first use: the app builds one stylesheet for
// every page (cssCodeSplit off), and public pages should not block their first paint on a map's CSS.
import leafletCss from 'leaflet/dist/leaflet.css?inline';

let added = false;

export function ensureLeafletStyles(): void {
  if (added || typeof document === 'undefined') return;
  const style = document.createElement('style');
  style.dataset.leaflet = '';
  style.textContent = leafletCss;
  document.head.appendChild(style);
  added = true;
}
