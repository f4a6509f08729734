import type { KeepMessage } from './shellWorker.ts';
import { loadedBuildFiles, WORKER_OPTIONS, WORKER_URL } from './workerUrl.ts';

/**
 * Registers the app's worker (serviceWorker.ts) once the page has loaded, so its install (the
 * brand's shell, precached) never competes with the first visit's own downloads. Once it is
 * active, the page hands it the files it loaded before (its route's chunks, its language's
 * catalog) and its own path: a repeat visit, or one offline, finds them in the worker's
 * caches. A built app only: the dev server serves modules the worker must not keep.
 */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register(WORKER_URL, WORKER_OPTIONS)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const message: KeepMessage = {
          type: 'keep',
          files: loadedBuildFiles(),
          // Without its query: a sign-on link's token or a tracking id is not kept on disk.
          page: location.pathname,
        };
        registration.active?.postMessage(message);
      })
      .catch((error: unknown) => console.warn('the app’s worker was not registered', error));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
