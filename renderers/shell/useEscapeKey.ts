import { useEffect, type RefObject } from 'react';

/**
 * Escape inside a modal overlay closes it — when it may be closed: pass no handler while it must
 * stay (a change being saved, an alert the student has to answer).
 */
export function useEscapeKey(root: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  useEffect(() => {
    const element = root.current;
    if (!element || !onEscape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [root, onEscape]);
}
