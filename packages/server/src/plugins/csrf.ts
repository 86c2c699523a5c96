import { publicError } from '@carespace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'carespace';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state (the contract's `GET /logout`): the header rule below applies to it as to any write,
     * so a link or an image on another site cannot make the call.
     */
    changesState?: boolean;
  }
}

/**
 * Cross-site request forgery defence in depth, on top of SameSite=Lax cookies: a state-changing /api call must
 * carry our custom header (which a cross-site form cannot send, and cross-site fetch cannot send without a CORS
 * preflight we never grant) and, when the browser names an Origin, it must be this site.
 */
export function registerCsrfProtection(app: FastifyInstance, exemptPrefixes: string[] = []) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config?.changesState !== true) return;
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
 * True when the browser named no Origin, or this site's. Also guards the chat's live channels (GETs, so the
 * header rule above cannot apply): a page on another site must not open them with the visitor's cookie.
 *
 * This site is the Host header, or X-Forwarded-Host only when the request came from a proxy named in
 * TRUST_PROXY: `request.host` judges that by the connection's own address (Fastify's trustProxy), so a client
 * cannot name the host its forged Origin is compared with.
 */
export function originMatchesHost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.host;
  return !origin || (host !== '' && safeHost(origin) === host);
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
