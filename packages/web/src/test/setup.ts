import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetAppQueryClient } from '../lib/app-query-client.ts';
import { resetIdentityStore } from '../lib/identity-store.ts';
import { dismissStaticFeedback } from '../lib/notify.ts';
import { resetPublicQueries } from '../lib/public-query.ts';

// Pre-render tests run in Node (no window), as the build does.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.sessionStorage.clear();
  // The public pages' caches and the app's query client live outside React: each test starts without them.
  resetIdentityStore();
  resetPublicQueries();
  resetAppQueryClient();
});

// After a file's last test its page goes. Work React had queued (an answer arriving, a dialog closing, a toast's
// timer) would then run without a window and fail the run with an error no test can see. Toasts, drawn in a root
// of their own, are taken down, and what is queued is let run while the page is still there.
afterAll(async () => {
  if (!inBrowser) return;
  cleanup();
  dismissStaticFeedback();
  await new Promise((resolve) => setTimeout(resolve, 100));
});

// jsdom has no matchMedia; antd's responsive helpers (Grid, breakpoints) call it.
if (inBrowser && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  });
}

// jsdom does not scroll; ScrollRestoration calls window.scrollTo on every navigation.
if (inBrowser) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

/*
 * antd writes each component's CSS into <style> tags as it renders (through innerHTML). jsdom parses every rule
 * and walks them all in each getComputedStyle, which Testing Library calls for every element a role query
 * looks at: with antd's styles on the page the web tests ran four times slower. The tests keep the CSS text
 * antd made (a test may read it from the tag) but jsdom never parses it; no test depends on it cascading.
 */
if (inBrowser) {
  const css = new WeakMap<HTMLStyleElement, string>();
  const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return css.get(this) ?? '';
    },
    set(this: HTMLStyleElement, value: string) {
      css.set(this, value);
    },
  });
  Object.defineProperty(HTMLStyleElement.prototype, 'textContent', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return css.get(this) ?? textContent.get!.call(this);
    },
    set(this: HTMLStyleElement, value: string) {
      css.delete(this);
      textContent.set!.call(this, value);
    },
  });
}

// jsdom has the dialog element but not its methods (the browser's own: SideDrawer and the other native dialogs).
// Enough of them for a test: the open attribute, and close's event.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
