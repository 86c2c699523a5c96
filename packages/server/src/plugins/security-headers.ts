import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The build's hashed scripts, stylesheets and fonts. A browser applies a CSP, framing and referrer rules to a
 * document, never to a script or a font it fetches for one; what such a file needs is nosniff (a script is run only
 * if it says it is one), its cross-origin rule and HSTS. The rest, about 600 bytes, went with each of the ~40 files
 * a signed-in page loads: 24 KB more for a phone to download before the page can draw.
 */
const SUBRESOURCE = /^\/assets\/[^?#]+\.(?:js|css|woff2)(?:[?#]|$)/;

/**
 * Security headers on every answer: a strict CSP for the single-page app, HSTS outside development; the build's
 * scripts, stylesheets and fonts only the ones that apply to them (SUBRESOURCE).
 *
 * Helmet itself, built once. (@fastify/helmet rebuilds helmet's middleware, re-parsing every directive, on each
 * request: about a sixth of the time a bare API answer took. The headers are the same.)
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tile server, when the web build was given one (VITE_MAP_TILE_URL, read by both).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTileOrigin ? [config.mapTileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity:
      config.isDevelopment || config.env === 'test' ? false : { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const hsts = config.isDevelopment || config.env === 'test' ? null : 'max-age=31536000; includeSubDomains';
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' && SUBRESOURCE.test(request.url)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'same-origin');
      if (hsts) reply.header('strict-transport-security', hsts);
      done();
      return;
    }
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
