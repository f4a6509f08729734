import { useEffect, useEffectEvent } from 'react';
import { setNavigationBlocker } from '../routing/guardedHistory.ts';

export interface LeaveGuard {
  /**
   * An in-app navigation (link, navigate call) is about to happen: return true to hold it and call
   * `proceed` later, false to let it go now.
   */
  onNavigate: (proceed: () => void) => boolean;
  /** The browser went back or forward: the route has already changed. */
  onHistoryMove: () => void;
}

/** Watches for leaving while the player is open (spec §4 "Video": navigating away closes it). */
export function useLeaveGuard(guard: LeaveGuard): void {
  const navigate = useEffectEvent(guard.onNavigate);
  const historyMove = useEffectEvent(guard.onHistoryMove);
  useEffect(() => {
    setNavigationBlocker((proceed) => navigate(proceed));
    const onPopState = () => historyMove();
    window.addEventListener('popstate', onPopState);
    return () => {
      setNavigationBlocker(undefined);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}
