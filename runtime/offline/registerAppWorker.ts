import type { KeepMessage } from './shellWorker.ts';
import { controlled, loadedBuildFiles, WORKER_OPTIONS, WORKER_URL } from './workerUrl.ts';

/**
 * Tells the controlling worker about every build file the page loads without it: those asked
 * before it took the page, including any still on the way when it did. A file loaded through the
 * worker (resource timing's workerStart set) is kept by the worker as it passes.
 */
function handOverUnseenFiles(container: ServiceWorkerContainer): void {
  let page: string | undefined = location.pathname;
  const observer = new PerformanceObserver((list) => {
    const files = loadedBuildFiles(
      list
        .getEntries()
        .filter((entry) => entry instanceof PerformanceResourceTiming && entry.workerStart === 0),
    );
    if (files.length === 0 && page === undefined) return;
    // The page's own path once, without its query: a sign-on link's token or a tracking id is
    // not kept on disk.
    const message: KeepMessage = { type: 'keep', files, ...(page === undefined ? {} : { page }) };
    page = undefined;
    // The worker in control now: a newer build's, once it has taken over.
    container.controller?.postMessage(message);
  });
  // Buffered: the first call lists what the page loaded before now.
  observer.observe({ type: 'resource', buffered: true });
}

/**
 * Registers the app's worker (serviceWorker.ts) once the page has loaded, so its install (the
 * brand's shell, precached) never competes with the first visit's own downloads. Once it controls
 * the page, the page hands it the files it loaded without it (its route's chunks, its language's
 * catalog) and its own path: a repeat visit, or one offline, finds them in the worker's caches.
 * A built app only: the dev server serves modules the worker must not keep.
 */
export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () =>
    void container
      .register(WORKER_URL, WORKER_OPTIONS)
      .then(() => controlled(container))
      .then(() => handOverUnseenFiles(container))
      .catch((error: unknown) => console.warn('the app’s worker was not registered', error));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
