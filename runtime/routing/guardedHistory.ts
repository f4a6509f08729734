import { UNSAFE_createBrowserHistory, type unstable_HistoryRouter } from 'react-router-dom';

type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];

/**
 * Decides on an in-app navigation: true holds it (the blocker may call `proceed` later, e.g.
 * after a confirm prompt), false lets it through.
 */
export type NavigationBlocker = (proceed: () => void) => boolean;

let blocker: NavigationBlocker | undefined;

/** Holds in-app navigations (links, navigate calls) while `block` is set; back and forward pass. */
export function setNavigationBlocker(block: NavigationBlocker | undefined): void {
  blocker = block;
}

/**
 * The browser's history for the router, with a blocker on push and replace. The declarative
 * router is 15 KB gzip lighter than the data router, which would be needed only for useBlocker.
 */
export function guardedBrowserHistory(): History {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const guarded = (go: () => void) => {
    if (!blocker?.(go)) go();
  };
  return Object.assign(Object.create(history) as History, {
    push: (to: Parameters<History['push']>[0], state?: unknown) => {
      guarded(() => history.push(to, state));
    },
    replace: (to: Parameters<History['replace']>[0], state?: unknown) => {
      guarded(() => history.replace(to, state));
    },
  });
}
