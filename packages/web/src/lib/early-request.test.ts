import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_MAX_AGE_MS, startEarlyRequest, takeEarlyRequest } from './early-request.ts';

describe('early requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands a request started early to the first fetch of its address, once', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}'));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequest('/api/profile', { Accept: 'application/json' });
    startEarlyRequest('/api/profile', { Accept: 'application/json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/profile', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    expect(takeEarlyRequest('/api/auth/identity')).toBeUndefined();
    const taken = takeEarlyRequest('/api/profile');
    expect(await (await taken)?.json()).toEqual({ ok: true });
    expect(takeEarlyRequest('/api/profile')).toBeUndefined();
  });

  it('drops an answer no page took in time, so a later page asks the server afresh', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    const startedAt = Date.now();
    startEarlyRequest('/api/profile', {});
    expect(takeEarlyRequest('/api/profile', startedAt + EARLY_REQUEST_MAX_AGE_MS + 1)).toBeUndefined();
    startEarlyRequest('/api/profile', {});
    expect(takeEarlyRequest('/api/profile', startedAt + EARLY_REQUEST_MAX_AGE_MS - 1_000)).toBeDefined();
  });

  it('takes over what the page’s HTML asked for before the entry ran, without asking again', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const identity = Promise.resolve(new Response('{"id":"user-1"}'));
    window.carespaceEarlyRequests = { '/api/auth/identity': { request: identity, startedAt: Date.now() } };
    startEarlyRequest('/api/auth/identity', {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.carespaceEarlyRequests).toBeUndefined();
    expect(await (await takeEarlyRequest('/api/auth/identity'))?.json()).toEqual({ id: 'user-1' });
    expect(takeEarlyRequest('/api/auth/identity')).toBeUndefined();
  });
});
