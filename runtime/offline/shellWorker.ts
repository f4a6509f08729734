import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import * as z from 'zod/mini';
import { isImmutable, keepable, SHELL_PATH } from './offlineRules.ts';
import { seedShell } from './seedShell.ts';
import { buildCaches, otherBuildsCaches, shellCacheName } from './shellCaches.ts';

/**
 * How long a page's request waits for the network before the cached copy answers. The network
 * is asked first so that on a working link (a round trip of 100 ms or less) every visit runs the
 * build the server has now; on a slow one (400 Kbps, 400 ms round trips: a page takes a second
 * or more) the copy answers after half a second, leaving the rest of the repeat visit's 2 s
 * (issue 21) to the page's own calls.
 */
const PAGE_NETWORK_TIMEOUT_S = 0.5;

function withoutQuery(address: string): string {
  const url = new URL(address);
  url.search = '';
  return url.href;
}

/** What a page tells the worker once it controls it (registerAppWorker.ts). */
export const keepMessage = z.object({
  type: z.literal('keep'),
  /** Build files the page loaded without the worker (its routes, its language). */
  files: z.array(z.string()),
  /** The page's own path, answered later from the pages cache (in the page's first message). */
  page: z.optional(z.string()),
});
export type KeepMessage = z.infer<typeof keepMessage>;

/** The few event members Workbox uses, as the worker declares them (serviceWorker.ts). */
interface LifecycleEvent {
  waitUntil(done: Promise<unknown>): void;
}

/**
 * The app shell's part of the worker (issue 21), on Workbox: the brand's shell precached at
 * install, build files cache-first, pages network-first with a short timeout and the precached
 * shell as the last resort. Every cache is named after this build; activating deletes other
 * builds'.
 *
 * The page's build watch deletes every cache on finding a newer build (runtime/build/
 * buildUpdate.ts) while this worker still controls the page and sees its requests: from the moment
 * its precache is gone the worker is retired and keeps nothing (the precache, deleted first, is its
 * memory of that across restarts). A write already under way when the sweep began is undone by
 * the worker when it finds itself retired after writing, or found by the sweep's second pass.
 */
export function shellWorker(version: string, files: readonly string[]) {
  const precacheName = shellCacheName('precache', version);
  const current = () => caches.has(precacheName);
  const retireIfReplaced = async () => {
    if (!(await current())) await Promise.all(buildCaches(version).map((n) => caches.delete(n)));
  };
  // Workbox then keeps only what this says: a whole answer, while this build is the origin's.
  const whileCurrent: WorkboxPlugin = {
    cacheWillUpdate: async ({ response }) =>
      keepable(response.status) && (await current()) ? response : null,
    cacheDidUpdate: retireIfReplaced,
  };
  const controller = new PrecacheController({ cacheName: precacheName });
  controller.addToCacheList([...files, { url: SHELL_PATH, revision: version }]);
  const pages = new NetworkFirst({
    cacheName: shellCacheName('pages', version),
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [
      whileCurrent,
      // Pages are kept by path: a sign-on link's token or a tracking id in the query stays off
      // the disk, and the page (the same document whatever the query) serves every visit to it.
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(withoutQuery(request.url)) },
    ],
  });
  const assets = new CacheFirst({
    cacheName: shellCacheName('assets', version),
    plugins: [whileCurrent],
  });
  const router = new Router();
  // Pages first: the precache's route would answer `/` from the cache before asking the network.
  router.registerRoute(
    new NavigationRoute(async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        // Neither the network nor an earlier copy of this page: the shell, which routes itself.
        // (Opening a retired build's precache would bring it back, empty.)
        const shell = (await current()) ? await controller.matchPrecache(SHELL_PATH) : undefined;
        if (shell) return shell;
        throw error;
      }
    }),
  );
  // Precached files (the network when a build-update sweep has emptied the cache).
  router.registerRoute(new PrecacheRoute(controller));
  router.registerRoute(
    new Route(({ url, sameOrigin }) => sameOrigin && isImmutable(url.pathname), assets),
  );

  return {
    // Workbox's install asks for more time itself, while the seeding's promise still holds it.
    install: (event: LifecycleEvent) =>
      event.waitUntil(seedShell(files, version).then(() => controller.install(event))),
    activate: (event: LifecycleEvent) =>
      event.waitUntil(
        caches
          .keys()
          .then((names) =>
            Promise.all(otherBuildsCaches(names, version).map((n) => caches.delete(n))),
          ),
      ),
    /** The shell's answer, or undefined for a request that is not the shell's (the network's). */
    handle: (request: Request, event: LifecycleEvent): Promise<Response> | undefined =>
      router.handleRequest({ request, event }),
    /** Keeps what a page loaded outside the worker's sight (before it controlled the page). */
    keep: async (message: KeepMessage): Promise<void> => {
      if (!(await current())) return;
      const assetsName = shellCacheName('assets', version);
      const missing: string[] = [];
      for (const file of message.files)
        if (
          isImmutable(file) &&
          controller.getCacheKeyForURL(new URL(file, location.href).href) === undefined &&
          !(await caches.match(file, { cacheName: assetsName }))
        )
          missing.push(file);
      if (missing.length > 0) await (await caches.open(assetsName)).addAll(missing);
      if (message.page !== undefined) {
        // Only this origin's pages: the message is the page's, but the cache serves every page.
        const page = new URL(message.page, location.origin);
        if (page.origin !== location.origin) return;
        const answer = await fetch(page);
        if (keepable(answer.status) && (await current()))
          await (await caches.open(shellCacheName('pages', version))).put(page, answer);
      }
      await retireIfReplaced();
    },
  };
}
