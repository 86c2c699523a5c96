// leaflet.heat is a classic script that extends the global `L`; give it Leaflet's module before it runs
// (module imports evaluate in order, so this file's body runs before the plugin's).
import * as Leaflet from 'leaflet';

const scope = globalThis as unknown as { L?: typeof Leaflet };
if (!scope.L) scope.L = { ...Leaflet };

export const L = scope.L;
