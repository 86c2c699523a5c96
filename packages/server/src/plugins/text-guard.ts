import { containsUnstorableText, VALIDATION } from '@carespace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/**
 * One rule for every route, with a request schema or without: a NUL character or a lone UTF-16 surrogate anywhere
 * in the path parameters, the query, a parsed body or a header is a 400 before validation or any handler runs, so
 * it can never reach the database (which refuses both, as a server error). Multipart uploads are read by their
 * handler, after this hook; the upload reader applies the same rule to their fields and file names.
 */
export function rejectUnstorableText(request: FastifyRequest): void {
  if (
    containsUnstorableText(request.params) ||
    containsUnstorableText(request.query) ||
    containsUnstorableText(request.body) ||
    containsUnstorableText(request.headers)
  ) {
    throw badRequest(VALIDATION.unsupportedCharacter);
  }
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => rejectUnstorableText(request));
}
