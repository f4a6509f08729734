import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import * as z from 'zod/mini';
import { isImmutable, keepable, SHELL_PATH } from './offlineRules.ts';
import { seedShell } from './seedShell.ts';
import { otherBuildsCaches, shellCacheName } from './shellCaches.ts';

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
  /** The build files the page loaded before the worker took it (its routes, its language). */
  files: z.array(z.string()),
  /** The page's own path, answered later from the pages cache. */
  page: z.string(),
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
 * builds' (the page's build watch deletes all of them on finding a newer build).
 */
export function shellWorker(version: string, files: readonly string[]) {
  const controller = new PrecacheController({ cacheName: shellCacheName('precache', version) });
  controller.addToCacheList([...files, { url: SHELL_PATH, revision: version }]);
  const pages = new NetworkFirst({
    cacheName: shellCacheName('pages', version),
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    // Pages are kept by path: a sign-on link's token or a tracking id in the query stays off the
    // disk, and the page (the same document whatever the query) serves every visit to the path.
    plugins: [{ cacheKeyWillBeUsed: ({ request }) => Promise.resolve(withoutQuery(request.url)) }],
  });
  const assets = new CacheFirst({ cacheName: shellCacheName('assets', version) });
  const router = new Router();
  // Pages first: the precache's route would answer `/` from the cache before asking the network.
  router.registerRoute(
    new NavigationRoute(async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        // Neither the network nor an earlier copy of this page: the shell, which routes itself.
        const shell = await controller.matchPrecache(SHELL_PATH);
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
    /** Keeps what a page loaded before the worker controlled it. */
    keep: async (message: KeepMessage): Promise<void> => {
      const wanted = message.files.filter(
        (file) =>
          isImmutable(file) &&
          controller.getCacheKeyForURL(new URL(file, location.href).href) === undefined,
      );
      const cache = await caches.open(shellCacheName('assets', version));
      const missing: string[] = [];
      for (const file of wanted) if (!(await cache.match(file))) missing.push(file);
      await cache.addAll(missing);
      // Only this origin's pages: the message is the page's, but the cache serves every page.
      const page = new URL(message.page, location.origin);
      if (page.origin !== location.origin) return;
      const answer = await fetch(page);
      if (keepable(answer.status))
        await (await caches.open(shellCacheName('pages', version))).put(page, answer);
    },
  };
}
