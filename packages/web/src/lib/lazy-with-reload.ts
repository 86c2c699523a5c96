import { RELOAD_GUARD_MS } from '@carespace/domain';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { readSessionItem, writeSessionItem } from './session-storage.ts';

/** When the last load-error reload was tried (ms since epoch), per tab. */
export const RELOAD_ATTEMPT_KEY = 'carespace.loadErrorReloadAt';

/** Indirection so tests can observe the reload (jsdom cannot navigate). */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * Claims the one reload allowed per RELOAD_GUARD_MS. Without working session storage no reload is tried,
 * because nothing would stop a reload loop.
 */
export function claimReload(now: number = Date.now()): boolean {
  const last = Number(readSessionItem(RELOAD_ATTEMPT_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  return writeSessionItem(RELOAD_ATTEMPT_KEY, String(now));
}

/**
 * Runs a dynamic import; if it fails (typically a chunk removed by a new deploy, or a dropped connection) the
 * page reloads once to fetch the current build. If a reload was already tried in the last 30 s, the error is
 * rethrown for the error boundary, which shows the load-error message.
 */
export async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (!claimReload()) throw error;
    pageReloader.reload();
    return new Promise<M>(() => {}); // keep the loading page up while the browser reloads
  }
}

/** A lazy component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the module; its optional `ready` export is what it waits on before it can draw (preload-route.ts). */
  preload: () => Promise<{ default: ComponentType<P>; ready?: Promise<unknown> }>;
  /** The module's path from the web root; set only in the pre-render build (vite.config.ts, tagLazyModules). */
  moduleId?: string;
};

/**
 * React.lazy with the reload-once behaviour of importWithReload, plus `preload()`: a pre-rendered page fetches
 * its own chunk before hydrating, so the server's markup is kept rather than swapped for the loading page.
 * Once the module is in, a new mount renders its component directly, not through React.lazy: a lazy component
 * suspends on its first render however long ago its module arrived, and one first rendered by an urgent update
 * (the identity's answer redrawing a signed-in shell) then shows its fallback, and React holds the page back for
 * 300 ms after it.
 */
export function lazyWithReload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => {
    pending ??= importWithReload(load).then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, as React.lazy is; never during a render.
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component itself later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  const { moduleId } = load as { moduleId?: string };
  return Object.assign(Preloadable, { preload: loadOnce, moduleId });
}

/** True for a component made by lazyWithReload. */
export function isPreloadable(type: unknown): type is PreloadableComponent<object> {
  return (
    (typeof type === 'function' || typeof type === 'object') &&
    type !== null &&
    typeof (type as { preload?: unknown }).preload === 'function'
  );
}
