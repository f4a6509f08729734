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

/** A file of the build (its shell, chunks, styles and fonts) on this origin. */
function isBuildFile(url: URL): boolean {
  return url.origin === location.origin && url.pathname.startsWith('/assets/');
}

/**
 * The build files among resource timing entries (by default all the page has loaded so far): what
 * a test kept offline holds (keepRunOffline.ts) and what the page hands the app's worker
 * (registerAppWorker.ts). Here, beside the address, so both share one small chunk.
 */
export function loadedBuildFiles(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): string[] {
  return entries
    .map((entry) => new URL(entry.name))
    .filter(isBuildFile)
    .map((url) => url.pathname);
}

/**
 * Resolves once a worker controls the page: at once when one does, never when none comes (the
 * caller that cannot wait for ever sets its own limit).
 */
export function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const take = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', take);
      resolve();
    };
    container.addEventListener('controllerchange', take);
  });
}
