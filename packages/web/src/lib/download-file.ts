import { FETCH } from '@carespace/domain';
import { ApiError, apiUrl, asEnvelope, envelopeError, requestInit } from './api-fetch.ts';
import { signalUnauthorized } from './unauthorized.ts';

/** The file name the server gave in Content-Disposition, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1]?.trim() || fallback;
}

/** A file the API built, fetched but not yet handed to the browser. */
export interface FetchedFile {
  blob: Blob;
  name: string;
}

/**
 * Fetches a file the API builds with the session like any call, so a refusal comes back as the server's message
 * rather than a file of JSON.
 */
export async function fetchFile(
  path: string,
  accept: string,
  fallbackName: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<FetchedFile> {
  const response = await fetch(
    apiUrl(path),
    requestInit({
      method: init.method ?? 'GET',
      headers: {
        Accept: `${accept}, application/json`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );
  if (response.status === 401) {
    signalUnauthorized();
    throw new ApiError(FETCH.sessionExpired, { httpStatus: 401 });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = envelopeError(asEnvelope(body));
    throw new ApiError(error?.message ?? FETCH.httpError(response.status), {
      httpStatus: response.status,
      ...(error?.code ? { code: error.code } : {}),
    });
  }
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  return { blob: await response.blob(), name };
}

/**
 * Downloads a file the API builds (a CSV export), then hands it to the browser under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { blob, name } = await fetchFile(path, 'text/csv', fallbackName);
  saveFile({ blob, name });
  return name;
}

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile({ blob, name }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is let go on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
