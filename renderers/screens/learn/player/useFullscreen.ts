import { useEffect, useState, type RefObject } from 'react';

export interface Fullscreen {
  available: boolean;
  active: boolean;
  toggle: () => void;
}

/** Fullscreen of the whole overlay (top bar and our controls included), not just the video. */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = target.current;
    const update = () => setActive(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', update);
    return () => {
      document.removeEventListener('fullscreenchange', update);
      if (element !== null && document.fullscreenElement === element) {
        document.exitFullscreen().catch(() => undefined);
      }
    };
  }, [target]);
  const available = typeof document.exitFullscreen === 'function' && document.fullscreenEnabled;
  return {
    available,
    active,
    toggle: () => {
      const element = target.current;
      if (!element || !available) return;
      const change = active ? document.exitFullscreen() : element.requestFullscreen();
      change.catch((error: unknown) => console.warn('fullscreen change refused', error));
    },
  };
}
