import { workerData } from 'node:worker_threads';
import * as z from 'zod/mini';

/**
 * The build's prerendering, in a worker thread of its own (cli/build/prerenderPlugin.ts): the
 * browser globals the app reads are set up here first, away from the build's own process, and only
 * then is the app loaded.
 */
const { outDir, shard } = z.parse(
  z.object({
    outDir: z.string(),
    shard: z.object({ index: z.number(), count: z.number() }),
  }),
  workerData,
);
await import('./serverGlobals.ts');
const { writePublicPages } = await import('./writePublicPages.ts');
await writePublicPages(outDir, shard);
