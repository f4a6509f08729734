import type { Manifest, Plugin } from 'vite';
import { PREVIEW_HOST_SUFFIX, resolveBrandByHost } from '../../domain/brands/resolveBrandByHost.ts';
import { DEFAULT_LOCALE } from '../../domain/rules/locales.ts';
import {
  SHELL_PRECACHE_PLACEHOLDER,
  type ShellPrecache,
} from '../../domain/shell/shellPrecache.ts';
import { BRANDS_DIR, loadBrands } from '../brands/loadBrands.ts';
import { BRANDS_DIR_ENV } from './brandsPlugin.ts';
import { shellFiles } from './shellFiles.ts';

/** Where Vite writes the build manifest (`build.manifest: true`). */
const MANIFEST_FILE = '.vite/manifest.json';
/** The placeholder as the minifier leaves it: a string literal in either quote. */
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${SHELL_PRECACHE_PLACEHOLDER}\\1`, 'g');

/**
 * Writes each brand's precache list (shellFiles.ts) into the service worker's code, once the
 * bundle and its manifest are final: a worker must know its list when it starts (it cannot wait
 * for a fetch before handling an event), and its code changing with every build is what makes
 * the browser install the new one. The language precached is the default one; a page in another
 * language hands the worker the files it loaded (runtime/offline/registerAppWorker.ts).
 */
export function shellPrecachePlugin(): Plugin {
  return {
    name: 'abhyas-shell-precache',
    // The client build only: the prerenderer's server build (cli/build/prerenderPlugin.ts) goes
    // through this config too.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle: {
      // After Vite's manifest plugin has written and completed the manifest.
      order: 'post',
      async handler(_options, bundle) {
        const manifestAsset = bundle[MANIFEST_FILE];
        if (manifestAsset?.type !== 'asset')
          return this.error(`the precache lists need ${MANIFEST_FILE} (build.manifest)`);
        const manifest = JSON.parse(manifestAsset.source.toString()) as Manifest;
        const { brands } = await loadBrands({
          brandsDir: process.env[BRANDS_DIR_ENV] ?? BRANDS_DIR,
        });
        const entries = brands.map(({ id, docs }) => ({ id, hosts: docs.brand.hosts }));
        const lists: ShellPrecache = {
          // No host names none: the brand every unknown host gets.
          defaultBrand: resolveBrandByHost(entries, '').id,
          brands: entries.map(({ id, hosts }) => ({
            id,
            hostnames: [...hosts, `${id}${PREVIEW_HOST_SUFFIX}`],
            files: shellFiles(manifest, id, DEFAULT_LOCALE),
          })),
        };
        const literal = JSON.stringify(JSON.stringify(lists));
        let written = 0;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes(SHELL_PRECACHE_PLACEHOLDER))
            continue;
          output.code = output.code.replace(PLACEHOLDER_LITERAL, () => literal);
          written += 1;
        }
        if (written === 0) this.error('the service worker has no place for its precache lists');
      },
    },
  };
}
