/** Upload type and batch rules. */
import { UPLOAD_BATCH_LIMIT_BYTES } from '../constants.ts';
import { UPLOAD } from '../messages.ts';

export const UPLOAD_KINDS = {
  /** The general uploader: pictures and PDF documents. */
  general: {
    extensions: ['jpg', 'jpeg', 'png', 'pdf'],
    mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'application/pdf'],
  },
  /** The cropped photo uploader (profile and property pictures). */
  photo: {
    extensions: ['jpg', 'jpeg', 'png'],
    mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** 'Scan.JPG' → 'jpg'; '' when the name has no extension. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Both the extension and the declared MIME type must be allowed. An empty MIME type (some browsers send
 * none) is judged by the extension alone; the server still sniffs the bytes.
 */
export function isAcceptedUpload(
  fileName: string,
  mimeType: string | null | undefined,
  kind: UploadKind,
): boolean {
  const rules = UPLOAD_KINDS[kind];
  if (!(rules.extensions as readonly string[]).includes(fileExtension(fileName))) return false;
  const mime = (mimeType ?? '').trim().toLowerCase();
  return mime === '' || (rules.mimeTypes as readonly string[]).includes(mime);
}

/** null when accepted, otherwise '{file} is not a png/jpeg file'. */
export function uploadTypeError(
  fileName: string,
  mimeType: string | null | undefined,
  kind: UploadKind,
): string | null {
  return isAcceptedUpload(fileName, mimeType, kind) ? null : UPLOAD.notPngJpeg(fileName);
}

/** The `accept` attribute of a file input. */
export function uploadAccept(kind: UploadKind): string {
  return UPLOAD_KINDS[kind].extensions.map((extension) => `.${extension}`).join(',');
}

export function batchSize(sizes: readonly number[]): number {
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** A batch may total exactly the limit, not more. */
export function isBatchTooLarge(sizes: readonly number[]): boolean {
  return batchSize(sizes) > UPLOAD_BATCH_LIMIT_BYTES;
}

/** Percent of the batch limit used, for the progress bar (0..100, rounded down). */
export function batchPercentFull(sizes: readonly number[]): number {
  return Math.min(100, Math.floor((batchSize(sizes) / UPLOAD_BATCH_LIMIT_BYTES) * 100));
}
