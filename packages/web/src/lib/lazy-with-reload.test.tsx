import { LOADING, RELOAD_GUARD_MS } from '@carespace/domain';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary.tsx';
import { claimReload, lazyWithReload, pageReloader, RELOAD_ATTEMPT_KEY } from './lazy-with-reload.ts';

const NOW = new Date('2026-03-02T10:00:00Z').getTime();

function chunkError() {
  return new TypeError('Failed to fetch dynamically imported module: /assets/SplashPage-abc123.js');
}

/** Lets the rejected import settle. Only Date is faked, so real timers still tick (vi.waitFor would move the clock). */
async function settled() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function renderLazy(load: () => Promise<{ default: () => React.ReactNode }>) {
  const Page = lazyWithReload(load);
  return render(
    <LoadErrorBoundary>
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>
    </LoadErrorBoundary>,
  );
}

describe('lazyWithReload', () => {
  let reload: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders the page when its chunk loads', async () => {
    renderLazy(async () => ({ default: () => <h1>Welcome</h1> }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('draws a page whose module was fetched ahead at once, with no fallback in between', async () => {
    const Page = lazyWithReload(async () => ({ default: () => <h1>Ready</h1> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>,
    );
    // In the same synchronous render: React.lazy alone would show the fallback first, and hold the page back.
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('reloads the page once on a load error, remembering when, and keeps the loader up', async () => {
    renderLazy(() => Promise.reject(chunkError()));
    await settled();
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(RELOAD_ATTEMPT_KEY)).toBe(String(NOW));
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.queryByText(LOADING.error)).not.toBeInTheDocument();
  });

  it('shows the load-error message instead when a reload was tried in the last 30 s', async () => {
    window.sessionStorage.setItem(RELOAD_ATTEMPT_KEY, String(NOW - RELOAD_GUARD_MS + 1));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught error
    renderLazy(() => Promise.reject(chunkError()));
    expect(
      await screen.findByText('There was an error loading. Please refresh and try again.'),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the 30 s guard has passed', async () => {
    window.sessionStorage.setItem(RELOAD_ATTEMPT_KEY, String(NOW - RELOAD_GUARD_MS));
    renderLazy(() => Promise.reject(chunkError()));
    await settled();
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(RELOAD_ATTEMPT_KEY)).toBe(String(NOW));
  });

  it('clears a full session storage and retries the write (QuotaExceededError)', async () => {
    window.sessionStorage.setItem('some-big-entry', 'x');
    const realSetItem = Storage.prototype.setItem;
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    setItem.mockImplementation(function (this: Storage, key: string, value: string) {
      realSetItem.call(this, key, value);
    });
    const clear = vi.spyOn(Storage.prototype, 'clear');

    renderLazy(() => Promise.reject(chunkError()));
    await settled();
    expect(reload).toHaveBeenCalledOnce();
    expect(clear).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem('some-big-entry')).toBeNull();
    expect(window.sessionStorage.getItem(RELOAD_ATTEMPT_KEY)).toBe(String(NOW));
  });

  it('does not reload when session storage is unusable (nothing would stop a reload loop)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(claimReload(NOW)).toBe(false);
  });
});
