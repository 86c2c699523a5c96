import { type ApiEnvelope, FETCH } from '@carespace/domain';
import { takeEarlyRequest } from './early-request.ts';
import { signalUnauthorized } from './unauthorized.ts';

export { setUnauthorizedHandler } from './unauthorized.ts';

/**
 * The browser side of the API contract, without TanStack Query: public pages call the API with
 * this alone and stay within their download budget; `api-client.ts` adds the query hooks and re-exports all of
 * this. The wrapped JSON call, which shows failures, is in api-call.ts. Two helpers with different failure semantics:
 * - `fetchAndParse` throws an `ApiError` for anything but a successful envelope (used by queries);
 * - `apiCall` (the "wrapped JSON call") shows the failure itself and resolves to the envelope; it throws
 *   only on a gateway timeout.
 */

export const API_PREFIX = '/api';
/** Sent on every call; the server refuses state-changing calls without it (a CSRF guard). */
export const REQUESTED_WITH_HEADER = { 'X-Requested-With': 'carespace' } as const;
/** The server's code for a call that needs a session and has none. */
export const SIGN_IN_REQUIRED_CODE = 'INVALID_USER_AUTH';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiErrorBody = NonNullable<ApiEnvelope<unknown>['error']>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Undefined when no answer came back (network failure). */
  readonly httpStatus: number | undefined;
  readonly code: string | undefined;
  /** The server flagged the message as information rather than an error. */
  readonly isInformation: boolean;

  constructor(
    message: string,
    details: { httpStatus?: number; code?: string; isInformation?: boolean; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.httpStatus = details.httpStatus;
    this.code = details.code;
    this.isInformation = details.isInformation ?? false;
  }
}

// ---- Request building ----

/** '/misc/x' and 'misc/x' become '/api/misc/x'; a path already under /api is kept. */
export function apiUrl(path: string): string {
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`))
    return path;
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function requestInit(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', REQUESTED_WITH_HEADER['X-Requested-With']);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return { ...init, credentials: 'same-origin', headers };
}

export function jsonInit(method: HttpMethod, body: unknown, signal?: AbortSignal): RequestInit {
  const init: RequestInit = { method };
  if (signal) init.signal = signal;
  if (body === undefined) return init;
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary
  } else {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  return init;
}

export function asEnvelope(body: unknown): Partial<ApiEnvelope<unknown>> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Partial<ApiEnvelope<unknown>>)
    : null;
}

export function envelopeError(envelope: Partial<ApiEnvelope<unknown>> | null): Partial<ApiErrorBody> | null {
  const error = envelope?.error;
  return typeof error === 'object' && error !== null ? error : null;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// ---- Fetch-and-parse helper ----

export interface FetchAndParseOptions {
  /**
   * A 401 normally means the session is gone: identity is cleared and the app goes to login. Calls where a
   * 401 is an expected answer (the identity probe of a signed-out visitor) turn this off.
   */
  redirectOnUnauthorized?: boolean;
}

/**
 * The fetch-and-parse helper: resolves to `result` of a successful envelope, otherwise throws an
 * `ApiError` whose message is the contract's. Network failures reject with the browser's own error.
 */
export async function fetchAndParse<T>(
  url: string,
  init: RequestInit = {},
  options: FetchAndParseOptions = {},
): Promise<T> {
  // A plain GET may already be on its way (a signed-in area's identity, started by main.tsx).
  const plainGet = (init.method ?? 'GET') === 'GET' && init.body === undefined;
  const response = await ((plainGet && takeEarlyRequest(url)) || fetch(url, requestInit(init)));
  const httpStatus = response.status;

  if (httpStatus === 401) {
    if (options.redirectOnUnauthorized !== false) signalUnauthorized();
    throw new ApiError(FETCH.sessionExpired, { httpStatus });
  }
  if (httpStatus === 404) throw new ApiError(FETCH.notFoundWithStatus, { httpStatus });
  if (httpStatus === 504) throw new ApiError(FETCH.connectionError, { httpStatus });

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ApiError(FETCH.invalidJson, { httpStatus, cause });
  }

  const envelope = asEnvelope(body);
  if (envelope?.success === true) return envelope.result as T;

  const error = envelopeError(envelope);
  if (error?.message) {
    throw new ApiError(error.message, {
      httpStatus,
      code: error.code,
      isInformation: error.isInformation === true,
    });
  }
  if (httpStatus !== 200) throw new ApiError(FETCH.httpError(httpStatus), { httpStatus });
  throw new ApiError(FETCH.unsuccessful, { httpStatus });
}

// ---- Query functions ----

export interface QueryApiOptions extends FetchAndParseOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A query function: fetch-and-parse semantics on an /api path. Every failure is an `ApiError`; one without
 * `httpStatus` means no answer came back (the only kind worth retrying).
 */
export async function queryApi<T>(path: string, options: QueryApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, ...parseOptions } = options;
  try {
    return await fetchAndParse<T>(apiUrl(path), jsonInit(method, body, signal), parseOptions);
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted || isAbort(error)) throw error;
    throw new ApiError(FETCH.somethingWentWrong, { cause: error });
  }
}
