import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

/**
 * Brotli and gzip copies of the build, made once here instead of on every request
 * (cli/build/precompress.ts; the server sends them with @fastify/static's preCompressed). It runs
 * last and after every other plugin's closeBundle, so pages they write then (prerendered HTML)
 * get their copies too: keep it last in vite.config.ts's plugins.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'abhyas-precompress',
    // The client build only: the prerenderer's server build (cli/build/prerenderPlugin.ts) goes
    // through this config too.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // A failed build is not served; its half-written folder needs no copies.
        if (error) return;
        const { compressed, originalBytes, brotliBytes } = await precompressDir(outDir);
        this.info(
          `precompressed ${compressed} files: ${kib(originalBytes)} KiB → ${kib(brotliBytes)} KiB in brotli`,
        );
      },
    },
  };
}

const kib = (bytes: number) => Math.round(bytes / 1024);
