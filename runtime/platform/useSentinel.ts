import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view (infinite scroll). The observer is
 * made again whenever `onVisible` changes (after each page), so a sentinel still in view asks for
 * the next page at once. Without IntersectionObserver nothing happens: the button remains.
 */
export function useSentinel<E extends Element>(onVisible: () => void, active: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, active]);
  return ref;
}
