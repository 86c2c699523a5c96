import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen (and from then on). Lets a page defer below-the-fold
 * widgets, and the code they need, until the visitor scrolls towards them. Without IntersectionObserver
 * (old browsers, tests) it turns true right after the first render, never during it: a pre-rendered page (built
 * where there is no IntersectionObserver) must render the same markup the browser hydrates.
 */
export function useNearScreen<T extends Element>(
  margin = '600px',
  initiallyNear = false,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initiallyNear);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    if (!ref.current) return;
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
