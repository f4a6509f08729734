import { setNavigationBlocker } from './guardedHistory.ts';

/** A way out the student took; the screen asks, then calls one of these. */
export interface LeaveAttempt {
  /** Stay: the back press is undone (a link was never followed). */
  stay: () => void;
  /** Go where the student was going; the guard is released first. */
  leave: () => void;
}

/** Marks the extra history entry the guard stands on; the router's own state is kept beside it. */
const GUARD_KEY = 'leaveGuard';

function standsOnGuard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

/**
 * Asks before the student leaves the page, three ways:
 * - back (and forward) buttons: the app's router is the declarative one (no data router, so no
 *   useBlocker; see guardedHistory.ts), and a popstate cannot be cancelled. So the guard pushes a
 *   copy of the current entry (same address, marked) and stands on it: back pops to the real
 *   entry — the same address, so the router shows the same screen — and the guard asks. Stay
 *   pushes the copy again; leave goes back once more, for real.
 * - links and navigate calls: held by the router history's blocker until the student decides.
 * - closing or reloading the tab: the browser's own beforeunload prompt (its text is the
 *   browser's; no page may word it).
 * Returns the release. Already standing on a copy (the screen mounted again over it), none is
 * pushed, so history does not fill up with copies. Released while still on its copy (the test
 * was submitted), the copy stays: stepping off it would be a back that races whatever navigation
 * follows the submit, so back from the summary takes two presses.
 * `exitTo` is where leaving by back goes when the page was opened first in its tab, and a real
 * back would go nowhere.
 */
export function guardLeave(
  onAttempt: (attempt: LeaveAttempt) => void,
  exitTo: () => void,
): () => void {
  let released = false;
  const standGuard = () => {
    const state: unknown = window.history.state;
    const base = typeof state === 'object' && state !== null ? state : {};
    window.history.pushState({ ...base, [GUARD_KEY]: true }, '', window.location.href);
  };
  if (!standsOnGuard(window.history.state)) standGuard();

  const release = () => {
    released = true;
    setNavigationBlocker(undefined);
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
  const onPopState = (event: PopStateEvent) => {
    if (standsOnGuard(event.state)) return;
    onAttempt({
      stay: () => {
        if (!released) standGuard();
      },
      leave: () => {
        release();
        // Only the page and the guard's copy (now forward of it) in this tab's history.
        if (window.history.length <= 2) exitTo();
        else window.history.back();
      },
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    // The standard way to ask; the older returnValue is deprecated and every browser we support
    // asks on preventDefault alone.
    event.preventDefault();
  };
  setNavigationBlocker((proceed) => {
    onAttempt({
      stay: () => undefined,
      leave: () => {
        release();
        proceed();
      },
    });
    return true;
  });
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  return release;
}
