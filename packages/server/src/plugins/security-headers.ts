import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers on every answer: a strict CSP for the single-page app, HSTS outside development.
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
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
