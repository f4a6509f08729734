import { useEffect } from 'react';

/** The mark on the root element once the app runs: a prerendered page is then interactive too. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the document once the app has mounted or hydrated. Until then a prerendered page is only
 * drawn: its links work, its buttons do nothing yet (what browser tests wait for before a click).
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
