import { type ApiEnvelope, ERRORS, FETCH } from '@carespace/domain';
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { notify, toast } from './notify.ts';

/**
 * The browser side of the API contract (spec 01 §7, §8). Two helpers with different failure semantics:
 * - `fetchAndParse` throws an `ApiError` for anything but a successful envelope (used by queries);
 * - `apiCall` (the "wrapped JSON call") shows the failure itself and resolves to the envelope; it throws
 *   only on a gateway timeout.
 */

export const API_PREFIX = '/api';
/** Sent on every call; the server refuses state-changing calls without it (a CSRF guard). */
export const REQUESTED_WITH_HEADER = { 'X-Requested-With': 'carespace' } as const;
/** The server's code for a call that needs a session and has none (spec 02 §8 INVALID_USER_AUTH). */
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

// ---- Session expiry ----

let unauthorizedHandler: (() => void) | null = null;

/** The app registers what a lost session means: clear identity and go to login (spec 01 §4). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function signalUnauthorized(): void {
  unauthorizedHandler?.();
}

// ---- Request building ----

/** '/misc/x' and 'misc/x' become '/api/misc/x'; a path already under /api is kept. */
export function apiUrl(path: string): string {
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${API_PREFIX}?`))
    return path;
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

function requestInit(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', REQUESTED_WITH_HEADER['X-Requested-With']);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return { ...init, credentials: 'same-origin', headers };
}

function jsonInit(method: HttpMethod, body: unknown, signal?: AbortSignal): RequestInit {
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

function asEnvelope(body: unknown): Partial<ApiEnvelope<unknown>> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Partial<ApiEnvelope<unknown>>)
    : null;
}

function envelopeError(envelope: Partial<ApiEnvelope<unknown>> | null): Partial<ApiErrorBody> | null {
  const error = envelope?.error;
  return typeof error === 'object' && error !== null ? error : null;
}

function isAbort(error: unknown): boolean {
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
 * Spec 01 §8 "Fetch-and-parse helper": resolves to `result` of a successful envelope, otherwise throws an
 * `ApiError` whose message is the spec's. Network failures reject with the browser's own error.
 */
export async function fetchAndParse<T>(
  url: string,
  init: RequestInit = {},
  options: FetchAndParseOptions = {},
): Promise<T> {
  const response = await fetch(url, requestInit(init));
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

// ---- Showing failures ----

/** Spec 01 §8: information as an info notification, anything else as an error toast (5 s). */
export function showApiError(error: unknown): void {
  if (error instanceof ApiError && error.isInformation) {
    void notify('info', error.message);
    return;
  }
  void toast('error', error instanceof ApiError && error.message ? error.message : FETCH.somethingWentWrong);
}

// ---- Wrapped JSON call ----

export interface ApiCallOptions {
  method?: HttpMethod;
  /** Sent as JSON (a FormData is sent as multipart). */
  body?: unknown;
  /** Show nothing on failure (onFailure still runs). */
  silent?: boolean;
  onFailure?: (error: ApiError) => void;
  signal?: AbortSignal;
}

export type ApiSuccess<T> = { success: true; result: T; error: null };
/** `result` is `[]` when no answer came back (network failure), else what the server sent (usually null). */
export type ApiFailure = { success: false; result: unknown; error: ApiError };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

function fail(error: ApiError, options: ApiCallOptions): void {
  if (!options.silent) showApiError(error);
  options.onFailure?.(error);
}

/**
 * Spec 01 §8 "Wrapped JSON call": failures are shown (unless silent) and reported to onFailure, and the call
 * resolves to `{ success: false, … }`. A network failure resolves to `{ success: false, result: [] }`.
 * A 504 is shown and thrown. A 401 meaning "not signed in" also clears the session and goes to login.
 */
export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, signal } = options;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), requestInit(jsonInit(method, body, signal)));
  } catch (cause) {
    const error = new ApiError(FETCH.somethingWentWrong, { cause });
    if (!(signal?.aborted || isAbort(cause))) fail(error, options); // an abort is the caller's own choice
    return { success: false, result: [], error };
  }

  if (response.status === 504) {
    const timeout = ERRORS.GATEWAY_TIMEOUT;
    const error = new ApiError(timeout.message, {
      httpStatus: 504,
      code: 'GATEWAY_TIMEOUT',
      isInformation: timeout.isInformation,
    });
    fail(error, options);
    throw error;
  }

  let envelope: Partial<ApiEnvelope<unknown>> | null = null;
  try {
    envelope = asEnvelope(await response.json());
  } catch {
    // not JSON (a proxy's HTML error page): reported below as a generic failure
  }
  if (envelope?.success === true) return { success: true, result: envelope.result as T, error: null };

  const errorBody = envelopeError(envelope);
  const error = new ApiError(errorBody?.message || FETCH.somethingWentWrong, {
    httpStatus: response.status,
    code: errorBody?.code,
    isInformation: errorBody?.isInformation === true,
  });
  if (response.status === 401 && error.code === SIGN_IN_REQUIRED_CODE) signalUnauthorized();
  fail(error, options);
  return { success: false, result: envelope?.result ?? null, error };
}

type CallOptions = Omit<ApiCallOptions, 'method' | 'body'>;

export function apiGet<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  return apiCall<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T, B = unknown>(
  path: string,
  body?: B,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  return apiCall<T>(path, { ...options, method: 'POST', body });
}

export function apiPut<T, B = unknown>(
  path: string,
  body?: B,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  return apiCall<T>(path, { ...options, method: 'PUT', body });
}

export function apiDelete<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  return apiCall<T>(path, { ...options, method: 'DELETE' });
}

// ---- TanStack Query ----

/** Query `meta` understood by the query cache (see query-client.ts). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** Do not toast this query's failure. */
  silent?: boolean;
}

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

export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn' | 'meta'> & {
  /** POST queries (e.g. reference tables) send this body. */
  method?: HttpMethod;
  body?: unknown;
  /** Do not toast a failure; the page shows it itself. */
  silent?: boolean;
} & FetchAndParseOptions;

/** A query on an /api path. Failures are toasted once, after retries, by the query cache. */
export function useApiQuery<T>(queryKey: QueryKey, path: string, options: ApiQueryOptions<T> = {}) {
  const { method, body, silent, redirectOnUnauthorized, ...queryOptions } = options;
  const meta: ApiQueryMeta = { silent };
  return useQuery<T, ApiError>({
    ...queryOptions,
    queryKey,
    meta,
    queryFn: ({ signal }) => queryApi<T>(path, { method, body, signal, redirectOnUnauthorized }),
  });
}

export type ApiMutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'> &
  Pick<ApiCallOptions, 'silent' | 'onFailure'>;

/**
 * A mutation through the wrapped JSON call: failures are shown by `apiCall` (unless silent) and then reject
 * the mutation with the `ApiError`, so `onError`/`isError` work as usual. The variables are the JSON body.
 */
export function useApiMutation<T, V = void>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string | ((variables: V) => string),
  options: ApiMutationOptions<T, V> = {},
) {
  const { silent, onFailure, ...mutationOptions } = options;
  return useMutation<T, ApiError, V>({
    ...mutationOptions,
    mutationFn: async (variables) => {
      const target = typeof path === 'function' ? path(variables) : path;
      const outcome = await apiCall<T>(target, { method, body: variables, silent, onFailure });
      if (!outcome.success) throw outcome.error;
      return outcome.result;
    },
  });
}
