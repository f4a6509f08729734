import { useEffect, useState } from 'react';

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** True after `ms` without pointer or key activity, while `active`; false otherwise. */
export function useIdle(active: boolean, ms: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), ms);
    };
    for (const type of ACTIVITY) document.addEventListener(type, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, wake);
      setIdle(false);
    };
  }, [active, ms]);
  return active && idle;
}
