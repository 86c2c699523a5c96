import { publicError } from '@carespace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'carespace';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence in depth, on top of SameSite=Lax cookies: a state-changing /api call must
 * carry our custom header (which a cross-site form cannot send, and cross-site fetch cannot send without a CORS
 * preflight we never grant) and, when the browser names an Origin, it must be this site.
 */
export function registerCsrfProtection(app: FastifyInstance, exemptPrefixes: string[] = []) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE || !originMatchesHost(request)) {
      return reply.status(403).send({
        success: false,
        result: null,
        error: publicError(
          'FORBIDDEN',
          'This request was blocked for your security. Please reload the page and try again.',
        ),
      });
    }
  });
}

/**
 * True when the browser named no Origin, or this site's. Also guards the chat's WebSocket upgrade (a GET, so the
 * header rule above cannot apply): a page on another site must not open a socket with the visitor's cookie.
 */
export function originMatchesHost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  return !origin || (host !== undefined && safeHost(origin) === host);
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
