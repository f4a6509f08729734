import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ENTRY = 'renderers/prerender/prerenderWorker.ts';
/** Inside node_modules, so the server bundle finds the app's packages as the app does. */
const SERVER_BUILD_DIR = 'node_modules/.cache/abhyas-prerender';
/** Workers drawing pages side by side, each a share of the brands (more rarely pay on CI). */
const MAX_WORKERS = 2;

/**
 * After the app is built, draws every brand's public pages (the landing, the info and legal pages)
 * in every language into `dist/prerendered/<brand>/<locale>/<path>.html` (domain/prerender/), so
 * the browser paints them before any script has run, then hydrates them (runtime/mountShell.tsx);
 * the server picks the file by host, path and language cookie (server/plugins/notFound.ts). The
 * pages are drawn by a server build of the same app, run in a worker thread
 * (renderers/prerender/prerenderWorker.ts), the brands shared between two. Sequential: whatever reads the finished dist/ after
 * this plugin (precompression) sees the pages.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'abhyas-prerender',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const { root } = config;
        const outDir = resolve(root, config.build.outDir);
        const serverDir = resolve(root, SERVER_BUILD_DIR);
        const started = performance.now();
        await build({
          root,
          configFile: config.configFile,
          logLevel: 'warn',
          build: {
            ssr: ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            rollupOptions: { input: ENTRY, output: { entryFileNames: 'prerenderWorker.mjs' } },
          },
        });
        const built = performance.now();
        const count = Math.min(MAX_WORKERS, availableParallelism());
        await Promise.all(
          Array.from({ length: count }, (_, index) =>
            runWorker(join(serverDir, 'prerenderWorker.mjs'), { outDir, shard: { index, count } }),
          ),
        );
        config.logger.info(
          `prerendered the public pages: server build ${Math.round(built - started)} ms, pages ${Math.round(performance.now() - built)} ms`,
        );
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}

function runWorker(file: string, workerData: unknown): Promise<void> {
  return new Promise((done, fail) => {
    const worker = new Worker(file, { workerData });
    worker.on('error', fail);
    worker.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`prerendering stopped with exit code ${code}`)),
    );
  });
}
