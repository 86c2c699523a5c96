import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page is scrolled more than `px`; re-renders only when the answer changes. A pre-rendered page
 * hydrates with `false` (the server's answer) and then takes the browser's, so a restored scroll position does not
 * make the markup mismatch.
 */
export function useScrolledPast(px: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
