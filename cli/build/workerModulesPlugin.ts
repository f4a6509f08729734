import type { Plugin } from 'vite';

/** The service worker's entry (runtime/offline/), built beside the app's. */
export const SERVICE_WORKER_ENTRY = 'runtime/offline/serviceWorker.ts';

/**
 * Learns, once the module graph is complete, every module the service worker's entry imports
 * statically, so the chunking (vite.config.ts) can keep them out of the page's entry chunk: a
 * worker importing that chunk would run the page's shell in the worker's scope, where there is
 * no document. `has` is asked during chunking, which comes after `buildEnd`.
 */
export function workerModulesPlugin(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'abhyas-worker-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(SERVICE_WORKER_ENTRY));
      const pending = entry === undefined ? [] : [entry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
