import { isStorableText, UPLOAD_BATCH_LIMIT_BYTES, VALIDATION } from '@carespace/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { FILES_MESSAGES, UPLOAD_FIELD } from './files-messages.ts';

/** One uploaded file, held in memory until the whole batch has been checked. */
export interface IncomingFile {
  originalName: string;
  declaredMimeType: string;
  bytes: Buffer;
}

/** Multipart's own limit errors (see the registration in app.ts), by their Fastify codes. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: FILES_MESSAGES.tooManyFiles,
  FST_FIELDS_LIMIT: FILES_MESSAGES.tooManyFields,
  FST_PARTS_LIMIT: FILES_MESSAGES.tooManyFields,
};

/**
 * Reads every file of a multipart request into memory, refusing the batch as soon as its running total passes
 * the 10385760-byte limit (so no more than the limit is ever buffered). Nothing touches the file store
 * here: the service checks the whole batch first.
 */
export async function readUploads(
  request: FastifyRequest,
  { single }: { single: boolean },
): Promise<IncomingFile[]> {
  if (!request.isMultipart()) throw badRequest(FILES_MESSAGES.notMultipart);
  const files: IncomingFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || (single && files.length > 0)) {
        // Destroying the unread stream ends parsing; otherwise the parser would wait for it forever.
        part.file.destroy();
        throw badRequest(
          part.fieldname !== UPLOAD_FIELD ? FILES_MESSAGES.wrongField : FILES_MESSAGES.oneFileOnly,
        );
      }
      // The name and type are stored as text: the same rule as every other request field (plugins/text-guard.ts).
      if (!isStorableText(part.filename) || !isStorableText(part.mimetype)) {
        part.file.destroy();
        throw badRequest(VALIDATION.unsupportedCharacter);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > UPLOAD_BATCH_LIMIT_BYTES) throw new AppError('ER_FILE_SIZE');
        chunks.push(chunk);
      }
      // A single file at the per-file limit is cut short by the parser rather than failing above.
      if (part.file.truncated) throw new AppError('ER_FILE_SIZE');
      files.push({
        originalName: part.filename,
        declaredMimeType: part.mimetype,
        bytes: Buffer.concat(chunks),
      });
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return files;
}

function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('ER_FILE_SIZE');
  if (typeof code === 'string' && LIMIT_MESSAGES[code]) return badRequest(LIMIT_MESSAGES[code]);
  // Anything else while parsing is a malformed or interrupted body: the client's problem, not a server fault.
  return new AppError('VALIDATION_FAILED', FILES_MESSAGES.unreadable, { cause: error });
}
