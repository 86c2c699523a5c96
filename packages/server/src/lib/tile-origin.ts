/**
 * The origin of a map tile URL template (VITE_MAP_TILE_URL, e.g. https://tiles.example.com/{z}/{x}/{y}.png), as a
 * Content-Security-Policy source the browser must be allowed to load images from. A `{s}` subdomain placeholder
 * as the host's first label becomes the CSP wildcard `*.` (https://{s}.tile.example.org → https://*.tile.example.org).
 * Null when the template is not an http(s) URL or has a placeholder anywhere else in its host.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/i.exec(template.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  let host = match[2]!;
  let wildcard = false;
  if (host.startsWith('{s}.')) {
    wildcard = true;
    host = host.slice(4);
  }
  if (/[{}@\s*]/.test(host)) return null;
  let url: URL;
  try {
    url = new URL(`${scheme}://${host}`);
  } catch {
    return null;
  }
  return `${scheme}://${wildcard ? '*.' : ''}${url.host}`;
}
