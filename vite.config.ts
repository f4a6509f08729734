import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { brandsPlugin } from './cli/build/brandsPlugin.ts';
import { buildVersionPlugin } from './cli/build/buildVersionPlugin.ts';
import { catalogPartsPlugin, NO_PARSER_ALIAS } from './cli/build/catalogPartsPlugin.ts';
import { stripContractSummariesPlugin } from './cli/build/stripContractSummariesPlugin.ts';

/** Every brand answers on <brand-id>.localhost for local preview. */
const LOCAL_HOSTS = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [
    react(),
    brandsPlugin(),
    catalogPartsPlugin(),
    stripContractSummariesPlugin(),
    buildVersionPlugin(),
  ],
  resolve: {
    alias: [
      NO_PARSER_ALIAS,
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
      input: { index: 'index.html', sw: 'runtime/offline/serviceWorker.ts' },
      output: {
        // Chunks are named by their hash alone: every route's preload list (in the entry) and every
        // import statement name them, and a module's name in each would cost every route bytes.
        entryFileNames: (entry) => (entry.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[hash].js',
        // The libraries every route's shell runs on come as one chunk: split by which lazy chunks
        // share them, they cost every route a dozen small files and their import statements.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|jotai)[\\/]/,
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
