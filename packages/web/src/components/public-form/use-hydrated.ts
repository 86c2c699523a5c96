import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a pre-rendered page is built and hydrated (the server's answer), true from then on and in any
 * page rendered in the browser. What only the browser knows (the query of an emailed link) is read once this is
 * true, so hydration sees the same markup the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
