import { type ApiEnvelope, ERRORS, FETCH } from '@carespace/domain';
import {
  ApiError,
  apiUrl,
  asEnvelope,
  envelopeError,
  type HttpMethod,
  isAbort,
  jsonInit,
  requestInit,
  SIGN_IN_REQUIRED_CODE,
} from './api-fetch.ts';
import { notify, toast } from './notify.ts';
import { signalUnauthorized } from './unauthorized.ts';

/*
 * The wrapped JSON call, which shows its failures (a toast, loaded on first use). Apart from
 * api-fetch.ts so a page that only reads (the pricing picker) loads neither the toasts nor the error catalogue.
 */

// ---- Showing failures ----

/** Information as an info notification, anything else as an error toast (5 s). */
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
 * The wrapped JSON call: failures are shown (unless silent) and reported to onFailure, and the call
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
