import type { ErrorCode } from '@carespace/domain';

/** A failure with a catalogue code; its HTTP status and public message come from the catalogue. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Overrides the catalogue message (e.g. a validation message from a zod schema). */
  readonly publicMessage: string | undefined;

  constructor(code: ErrorCode, publicMessage?: string, options?: { cause?: unknown }) {
    super(publicMessage ?? code, options);
    this.name = 'AppError';
    this.code = code;
    this.publicMessage = publicMessage;
  }
}

export const badRequest = (message: string) => new AppError('VALIDATION_FAILED', message);
export const notFound = () => new AppError('NOT_FOUND');
