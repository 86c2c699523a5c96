import { ERRORS } from '@carespace/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiCall,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  apiUrl,
  fetchAndParse,
  setUnauthorizedHandler,
  useApiMutation,
  useApiQuery,
} from './api-client.ts';
import { notify, toast } from './notify.ts';
import { createQueryClient } from './query-client.ts';

vi.mock('./notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function failure(message: string | null, code = 'SOME_CODE', isInformation = false) {
  return { success: false, result: null, error: message === null ? null : { message, code, isInformation } };
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the promise to reject');
}

const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
  setUnauthorizedHandler(null);
});

describe('apiUrl', () => {
  it('prefixes /api once', () => {
    expect(apiUrl('/misc/reference-tables')).toBe('/api/misc/reference-tables');
    expect(apiUrl('misc/reference-tables')).toBe('/api/misc/reference-tables');
    expect(apiUrl('/api/misc/reference-tables')).toBe('/api/misc/reference-tables');
    expect(apiUrl('/apiary')).toBe('/api/apiary');
  });
});

describe('fetchAndParse', () => {
  it('resolves to the result of a successful envelope, with the CSRF header and same-origin credentials', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, result: { id: 7 }, error: null }));
    await expect(fetchAndParse('/api/x')).resolves.toEqual({ id: 7 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('carespace');
  });

  it("401 → 'Session expired' with httpStatus 401, and the session handler runs", async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Please sign in to continue.', 'INVALID_USER_AUTH'), 401));
    const error = await rejection(fetchAndParse('/api/x'));
    expect(error.message).toBe('Session expired');
    expect(error.httpStatus).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 without the redirect (identity probe) throws but leaves the session handler alone', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Please sign in to continue.'), 401));
    const error = await rejection(fetchAndParse('/api/x', {}, { redirectOnUnauthorized: false }));
    expect(error.message).toBe('Session expired');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("404 → '404: Page or object not found', whatever the body", async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Something specific'), 404));
    const error = await rejection(fetchAndParse('/api/x'));
    expect(error.message).toBe('404: Page or object not found');
    expect(error.httpStatus).toBe(404);
  });

  it("504 → '504: Connection error'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Gateway Timeout</html>', { status: 504 }));
    expect((await rejection(fetchAndParse('/api/x'))).message).toBe('504: Connection error');
  });

  it("a body that is not JSON → 'Response does not seem to be a valid JSON'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 200 }));
    expect((await rejection(fetchAndParse('/api/x'))).message).toBe(
      'Response does not seem to be a valid JSON',
    );
  });

  it("throws the body's message and keeps its code and isInformation", async () => {
    fetchMock.mockResolvedValueOnce(
      json(failure('An account already exists.', 'DUPLICATE_EMAIL', true), 400),
    );
    const error = await rejection(fetchAndParse('/api/x'));
    expect(error.message).toBe('An account already exists.');
    expect(error.code).toBe('DUPLICATE_EMAIL');
    expect(error.isInformation).toBe(true);
    expect(error.httpStatus).toBe(400);
  });

  it("no message and a status other than 200 → 'HTTP {status}: Server reported an error'", async () => {
    fetchMock.mockResolvedValueOnce(json(failure(null), 500));
    expect((await rejection(fetchAndParse('/api/x'))).message).toBe('HTTP 500: Server reported an error');
    fetchMock.mockResolvedValueOnce(json({ unexpected: true }, 502));
    expect((await rejection(fetchAndParse('/api/x'))).message).toBe('HTTP 502: Server reported an error');
  });

  it("no message with status 200 → 'Server report unsuccessful operation'", async () => {
    fetchMock.mockResolvedValueOnce(json(failure(null), 200));
    expect((await rejection(fetchAndParse('/api/x'))).message).toBe('Server report unsuccessful operation');
  });

  it('shows nothing itself', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Nope'), 400));
    await rejection(fetchAndParse('/api/x'));
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('apiCall (wrapped JSON call)', () => {
  it('sends JSON to /api with the CSRF header and resolves to the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, result: { usState: [] }, error: null }));
    const outcome = await apiCall<{ usState: unknown[] }>('/misc/reference-tables', {
      method: 'POST',
      body: { tables: ['usState'] },
    });
    expect(outcome).toEqual({ success: true, result: { usState: [] }, error: null });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/misc/reference-tables');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"tables":["usState"]}');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('carespace');
  });

  it('sends no body (and no JSON content type) when there is none', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, result: 1, error: null }));
    await apiCall('/x');
    const { init, headers } = lastRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('X-Requested-With')).toBe('carespace');
  });

  it("toasts the server's message for 5 s, runs onFailure and resolves to a failure", async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Please enter a valid Zipcode.', 'VALIDATION_FAILED'), 400));
    const onFailure = vi.fn();
    const outcome = await apiCall('/search/GeolocationFromZipcode/?zipcode=00000', { onFailure });
    expect(outcome.success).toBe(false);
    expect(outcome.error?.message).toBe('Please enter a valid Zipcode.');
    expect(outcome.error?.code).toBe('VALIDATION_FAILED');
    expect(outcome.error?.httpStatus).toBe(400);
    expect(toast).toHaveBeenCalledWith('error', 'Please enter a valid Zipcode.');
    expect(notify).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledWith(outcome.error);
  });

  it("toasts 'Something went wrong' when there is no message", async () => {
    fetchMock.mockResolvedValueOnce(json(failure(null), 500));
    expect((await apiCall('/x')).success).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Something went wrong');
  });

  it("toasts 'Something went wrong' when the body is not JSON", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await apiCall('/x')).success).toBe(false);
    expect(toast).toHaveBeenCalledWith('error', 'Something went wrong');
  });

  it('shows a message flagged isInformation as an info notification', async () => {
    const message = 'Your email address has not been verified yet.';
    fetchMock.mockResolvedValueOnce(json(failure(message, 'UNVERIFIED_EMAIL', true), 401));
    await apiCall('/auth/login', { method: 'POST', body: {} });
    expect(notify).toHaveBeenCalledWith('info', message);
    expect(toast).not.toHaveBeenCalled();
  });

  it('silent shows nothing, but onFailure still runs', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Nope'), 400));
    const onFailure = vi.fn();
    await apiCall('/x', { silent: true, onFailure });
    expect(toast).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('a network failure resolves to { success: false, result: [] }', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const onFailure = vi.fn();
    const outcome = await apiCall('/x', { onFailure });
    expect(outcome.success).toBe(false);
    expect(outcome.result).toEqual([]);
    expect(outcome.error?.httpStatus).toBeUndefined();
    expect(toast).toHaveBeenCalledWith('error', 'Something went wrong');
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('an aborted call resolves to a failure without showing anything', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    const outcome = await apiCall('/x', { signal: controller.signal });
    expect(outcome).toMatchObject({ success: false, result: [] });
    expect(toast).not.toHaveBeenCalled();
  });

  it('504 shows the gateway timeout error and throws it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 504 }));
    const onFailure = vi.fn();
    const error = await rejection(apiCall('/x', { onFailure }));
    expect(error.message).toBe(ERRORS.GATEWAY_TIMEOUT.message);
    expect(error.code).toBe('GATEWAY_TIMEOUT');
    expect(error.httpStatus).toBe(504);
    expect(toast).toHaveBeenCalledWith('error', ERRORS.GATEWAY_TIMEOUT.message);
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('504 with silent throws without showing anything', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 504 }));
    await rejection(apiCall('/x', { silent: true }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 401 meaning "not signed in" ends the session; other 401s (a wrong password) are just shown', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Please sign in to continue.', 'INVALID_USER_AUTH'), 401));
    await apiCall('/account/profile');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const wrongPassword =
      "We don't recognize the email and password combination you provided. Please try again.";
    fetchMock.mockResolvedValueOnce(json(failure(wrongPassword, 'INCORRECT_PASSWORD'), 401));
    await apiCall('/auth/login', { method: 'POST', body: {} });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith('error', wrongPassword);
  });

  it('sends FormData as is (multipart)', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, result: [], error: null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await apiCall('/upload-files/properties', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });
});

describe('typed helpers', () => {
  it('use their HTTP method', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, result: null, error: null }));
    await apiGet('/a');
    expect(lastRequest().init.method).toBe('GET');
    await apiPost('/a', { x: 1 });
    expect(lastRequest().init).toMatchObject({ method: 'POST', body: '{"x":1}' });
    await apiPut('/a', { x: 2 });
    expect(lastRequest().init).toMatchObject({ method: 'PUT', body: '{"x":2}' });
    await apiDelete('/a/1');
    expect(lastRequest()).toMatchObject({ url: '/api/a/1', init: { method: 'DELETE' } });
  });
});

describe('query hooks', () => {
  function wrapper() {
    const client = createQueryClient();
    return ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
  }

  it('useApiQuery resolves to the result', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: true, result: [{ id: 'NJ', name: 'New Jersey' }], error: null }),
    );
    const { result } = renderHook(() => useApiQuery(['states'], '/states'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([{ id: 'NJ', name: 'New Jersey' }]);
    expect(lastRequest().url).toBe('/api/states');
  });

  it('useApiQuery toasts a failure once and does not retry a server answer', async () => {
    fetchMock.mockResolvedValue(json(failure('We were unable to load reference data.'), 500));
    const { result } = renderHook(() => useApiQuery(['tables'], '/tables'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('We were unable to load reference data.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledExactlyOnceWith('error', 'We were unable to load reference data.');
  });

  it("useApiQuery retries a network failure twice, then toasts 'Something went wrong' once", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useApiQuery(['offline'], '/offline', { retryDelay: 0 }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.httpStatus).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toast).toHaveBeenCalledExactlyOnceWith('error', 'Something went wrong');
  });

  it('useApiQuery with silent shows nothing', async () => {
    fetchMock.mockResolvedValue(json(failure('Nope'), 400));
    const { result } = renderHook(() => useApiQuery(['quiet'], '/quiet', { silent: true }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toast).not.toHaveBeenCalled();
  });

  it('useApiMutation sends the variables and rejects with the ApiError after showing it once', async () => {
    fetchMock.mockResolvedValueOnce(json(failure('Your passwords do not match.', 'VALIDATION_FAILED'), 400));
    const { result } = renderHook(
      () => useApiMutation<null, { password: string }>('PUT', '/account/change-password'),
      { wrapper: wrapper() },
    );
    let caught: unknown;
    await act(async () => {
      await result.current.mutateAsync({ password: 'x' }).catch((error: unknown) => {
        caught = error;
      });
    });
    expect(caught).toBeInstanceOf(ApiError);
    expect(lastRequest().init).toMatchObject({ method: 'PUT', body: '{"password":"x"}' });
    expect(toast).toHaveBeenCalledExactlyOnceWith('error', 'Your passwords do not match.');
  });

  it('useApiMutation resolves to the result', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, result: { saved: true }, error: null }));
    const { result } = renderHook(
      () => useApiMutation<{ saved: boolean }, { a: number }>('POST', (v) => `/x/${v.a}`),
      {
        wrapper: wrapper(),
      },
    );
    let data: unknown;
    await act(async () => {
      data = await result.current.mutateAsync({ a: 3 });
    });
    expect(data).toEqual({ saved: true });
    expect(lastRequest().url).toBe('/api/x/3');
  });
});
