import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/*
 * A cached API read for the public pages, which do without TanStack Query (their download budget, docs/
 * decisions.md). Only what those pages need: one answer per key, kept for `staleTime`, shared by every component
 * asking for it, retried twice when no answer came (as the app's query client does), refetched on demand.
 * Anything richer belongs in TanStack Query (lib/api-client.ts).
 */

export interface PublicQueryState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

interface Entry<T> {
  state: PublicQueryState<T>;
  fetchedAt: number;
  running: Promise<void> | null;
}

const PENDING: PublicQueryState<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: false,
};
const RETRY_DELAYS_MS = [1_000, 2_000];

const entries = new Map<string, Entry<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function entryOf<T>(key: string): Entry<T> {
  let entry = entries.get(key) as Entry<T> | undefined;
  if (!entry) {
    entry = { state: PENDING, fetchedAt: 0, running: null };
    entries.set(key, entry as Entry<unknown>);
  }
  return entry;
}

function update<T>(key: string, state: Partial<PublicQueryState<T>>, fetchedAt?: number) {
  const entry = entryOf<T>(key);
  entry.state = { ...entry.state, ...state };
  if (fetchedAt !== undefined) entry.fetchedAt = fetchedAt;
  for (const listener of listeners.get(key) ?? []) listener();
}

/** An ApiError (api-fetch.ts) without an HTTP status: no answer came back. Not imported, so tests can reset this. */
const noAnswer = (error: unknown) =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  (error as { httpStatus?: number }).httpStatus === undefined;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run<T>(key: string, load: () => Promise<T>): Promise<void> {
  const entry = entryOf<T>(key);
  entry.running ??= (async () => {
    update<T>(key, { isFetching: true });
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await load();
        update<T>(
          key,
          { data, error: null, isPending: false, isError: false, isFetching: false },
          Date.now(),
        );
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (noAnswer(error) && delay !== undefined) {
          await wait(delay);
          continue;
        }
        update<T>(key, { error, isPending: false, isError: true, isFetching: false });
        return;
      }
    }
  })().finally(() => {
    entry.running = null;
  });
  return entry.running;
}

/**
 * The answer of `load` under `key`: fetched when first asked for, again once older than `staleTime`. Pending
 * during pre-rendering and hydration (the markup was rendered without it). While `enabled` is false nothing is
 * fetched (the key's cached state, pending when there is none, is given).
 */
export function usePublicQuery<T>(
  key: string,
  load: () => Promise<T>,
  { staleTime = 0, enabled = true }: { staleTime?: number; enabled?: boolean } = {},
): PublicQueryState<T> & { refetch: () => Promise<void> } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entryOf<T>(key).state,
    () => PENDING,
  );
  // The latest `load` for this key (a new function each render, the same call).
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    const entry = entryOf<T>(key);
    if (entry.fetchedAt === 0 || entry.state.isError || Date.now() - entry.fetchedAt >= staleTime)
      void run(key, () => loadRef.current());
  }, [key, staleTime, enabled]);
  const refetch = useCallback(() => run(key, () => loadRef.current()), [key]);
  return { ...state, refetch };
}

/** Tests start from an empty cache. */
export function resetPublicQueries(): void {
  entries.clear();
}
