import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolve, sep } from 'node:path';

/** A hashed name changes with its content: the browser keeps it a year and never asks again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * A name that stays across builds (index.html, sw.js, version.json, prerendered pages) may be kept
 * but is asked about each time: the ETag makes an unchanged file a bodiless 304.
 */
export const REVALIDATE_CACHE = 'no-cache';
/** Where vite writes what it names by hash (its default assetsDir). */
const HASHED_DIR = 'assets';

/**
 * `reply.sendFile(path, root)` for everyone, and the built app (when there is one) at its paths.
 * Files are sent as their brotli or gzip copy when the build made one (cli/build/precompress.ts)
 * and the browser takes it. The built app's files get their caching here; every other caller
 * (the content pack's media, the brand marks) sets its own Cache-Control, which nothing overwrites.
 */
export async function registerFileServing(
  app: FastifyInstance,
  { staticDir, contentDir }: { staticDir?: string; contentDir: string },
): Promise<void> {
  const builtApp = staticDir === undefined ? undefined : resolve(staticDir);
  await app.register(fastifyStatic, {
    root: builtApp ?? contentDir,
    serve: builtApp !== undefined,
    // One route per file of the build (read at start) rather than a catch-all: unknown paths reach
    // the single-page app's fallback (plugins/notFound.ts). The copies are no paths of their own.
    wildcard: false,
    // Prerendered pages are sent by the fallback for their brand, path and language, never by
    // their own address; `/` is such a page too, so no index file answers it here.
    globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
    index: false,
    // The content pack has no copies: its files go as they are, after a look for `.br` and `.gz`.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      if (builtApp === undefined || !path.startsWith(builtApp + sep)) return;
      const hashed = path.startsWith(`${builtApp}${sep}${HASHED_DIR}${sep}`);
      void reply.header('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}
