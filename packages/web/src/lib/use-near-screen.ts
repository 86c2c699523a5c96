import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen (and from then on). Lets a page defer below-the-fold
 * widgets, and the code they need, until the visitor scrolls towards them. Without IntersectionObserver
 * (old browsers, tests) it is true at once.
 */
export function useNearScreen<T extends Element>(
  margin = '600px',
  initiallyNear = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
