import { ERRORS, type ErrorCode, publicError, VALIDATION } from '@carespace/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message?: string) {
  const error = publicError(code, message);
  return reply.status(ERRORS[code].status).send({ success: false, result: null, error });
}

/** First zod issue as a sentence the user can act on; the schemas carry the product's messages. */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first?.message) return first.message;
  }
  return ERRORS.VALIDATION_FAILED.message;
}

/**
 * One place where every failure becomes the contract's envelope. Stack traces, SQL and internal messages are
 * logged, never sent: a 5xx answer carries only the catalogue's public message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const status = ERRORS[error.code].status;
      if (status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, 'request failed');
      return send(reply, error.code, error.publicMessage);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, 'VALIDATION_FAILED', validationMessage(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, 'INTERNAL_ERROR');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 'RATE_LIMITED');
    // An upload's own limits are the uploader's ER_FILE_SIZE (upload-reader.ts); any other body over the limit
    // is told the limit it passed, not the 10 MB of uploads.
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, 'ER_FILE_SIZE');
    if (status === 413) return send(reply, 'REQUEST_TOO_LARGE');
    if (status === 404) return send(reply, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): say so plainly, no internals.
      return send(reply, 'VALIDATION_FAILED', clientErrorMessage(error));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 'INTERNAL_ERROR');
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    default:
      return ERRORS.VALIDATION_FAILED.message;
  }
}

/**
 * The router's own refusals, before any route or hook: a path that is not valid percent-encoding (a lone
 * surrogate's bytes, say) or a path segment over the router's length limit. Answered in the envelope like
 * every other client error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused by the router');
  reply.header('x-request-id', request.id);
  return send(reply, 'VALIDATION_FAILED', VALIDATION.badAddress);
}
