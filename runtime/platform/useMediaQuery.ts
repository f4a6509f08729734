import { useCallback, useSyncExternalStore } from 'react';
import { prerenderedViewportMatches } from '../../domain/rules/breakpoints.ts';

/** Whether the viewport matches a media query now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // A prerendered page was drawn for a phone's viewport: hydration starts from the same answer,
  // and the viewport's own follows at once.
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => prerenderedViewportMatches(query),
  );
}
