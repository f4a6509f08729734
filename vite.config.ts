import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { brandsPlugin } from './cli/build/brandsPlugin.ts';
import { buildVersionPlugin } from './cli/build/buildVersionPlugin.ts';
import { catalogPartsPlugin, NO_PARSER_ALIAS } from './cli/build/catalogPartsPlugin.ts';
import { precompressPlugin } from './cli/build/precompressPlugin.ts';
import { prerenderPlugin } from './cli/build/prerenderPlugin.ts';
import { shellPrecachePlugin } from './cli/build/shellPrecachePlugin.ts';
import { SERVICE_WORKER_ENTRY, workerModulesPlugin } from './cli/build/workerModulesPlugin.ts';
import { stripContractSummariesPlugin } from './cli/build/stripContractSummariesPlugin.ts';

/** Every brand answers on <brand-id>.localhost for local preview. */
const LOCAL_HOSTS = ['.localhost', 'localhost', '127.0.0.1'];

const workerModules = workerModulesPlugin();

export default defineConfig({
  plugins: [
    react(),
    brandsPlugin(),
    catalogPartsPlugin(),
    stripContractSummariesPlugin(),
    buildVersionPlugin(),
    workerModules.plugin,
    // Draws the public pages from the built app: before anything that reads the finished dist/.
    prerenderPlugin(),
    shellPrecachePlugin(),
    // Last: it compresses what every plugin before it wrote, prerendered pages included.
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      NO_PARSER_ALIAS,
      // react-router's package points every bundler at its development build (its warnings for
      // developers switched on); its production build is the same code without them.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
        ),
      },
      // swr's shim for React < 18; React 19 has useSyncExternalStore itself.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('runtime/api/syncExternalStore.ts', import.meta.url)),
      },
      // rjsf renders markdown only on request, and our forms never ask (see PlainMarkdown.tsx).
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('renderers/forms/PlainMarkdown.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    // No modulepreload polyfill in every route's entry (about 0.3 KB): the browsers it serves
    // (Safari before 17, Firefox before 115) still load every chunk, only without the head start;
    // the phones our students use (Chrome on Android) preload natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The offline keep's worker (runtime/offline/) is an entry of its own at a stable address:
      // a worker's URL may not change between builds, and the server serves it uncached.
      input: { index: 'index.html', sw: SERVICE_WORKER_ENTRY },
      output: {
        // Chunks are named by their hash alone: every route's preload list (in the entry) and every
        // import statement name them, and a module's name in each would cost every route bytes.
        entryFileNames: (entry) => (entry.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[hash].js',
        // Every route's critical path is a handful of files (the entry, the framework, the brand,
        // the core texts, the screen): the libraries the shell runs on come as one chunk, and the
        // rest of what the entry imports statically is kept in the entry. Left to themselves they
        // are split by which lazy chunks share them: dozens of small files, each a request and an
        // import statement, on every first route. (This merging needs the entry free of top-level
        // await: rolldown turns its chunk optimisation off for a graph with one.)
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|jotai)[\\/]/,
            },
            // zod is read by the service worker too: a chunk of its own, or the worker would import
            // it from the page's entry chunk (and run the page's shell in the worker).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // What the entry imports statically ($initial), except what the service worker imports:
            // the worker is an entry of its own and must not import the page's shell.
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !workerModules.has(id) && !/main\.tsx/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    allowedHosts: LOCAL_HOSTS,
    // In dev the offline keep's worker is its source file (runtime/offline/), below the root it
    // controls: this header lets it take the whole site, as /sw.js does when built.
    headers: { 'Service-Worker-Allowed': '/' },
  },
  preview: { port: 8080, host: '127.0.0.1', allowedHosts: LOCAL_HOSTS },
});
