/**
 * The app's one service worker (runtime/offline/serviceWorker.ts): the offline keep of a test and
 * web push share it. Built as its own entry with a stable name (vite.config.ts); in dev Vite
 * serves the source.
 */
export const WORKER_URL = import.meta.env.DEV ? '/runtime/offline/serviceWorker.ts' : '/sw.js';

/** How both register it: a module worker (it shares the rules' chunk with the page), site-wide. */
export const WORKER_OPTIONS: RegistrationOptions = {
  type: 'module',
  scope: '/',
  updateViaCache: 'none',
};

/**
 * The page's files loaded so far from the build (its shell, chunks, styles and fonts): what both
 * hand the worker to keep. Here, beside the address, so the two share one small chunk.
 */
export function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}
