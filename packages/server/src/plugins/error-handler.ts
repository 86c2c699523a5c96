import { ERRORS, type ErrorCode, publicError } from '@carespace/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

function send(reply: FastifyReply, code: ErrorCode, message?: string) {
  const error = publicError(code, message);
  return reply.status(ERRORS[code].status).send({ success: false, result: null, error });
}

/** First zod issue as a sentence the user can act on; the schemas carry the spec's messages. */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first?.message) return first.message;
  }
  return ERRORS.VALIDATION_FAILED.message;
}

/**
 * One place where every failure becomes the spec's envelope. Stack traces, SQL and internal messages are
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
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, 'PAYLOAD_TOO_LARGE');
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
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return ERRORS.VALIDATION_FAILED.message;
  }
}
