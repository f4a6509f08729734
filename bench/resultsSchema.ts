import * as z from 'zod';
import type { ApiFigures } from './apiBench.ts';
import type { WebFigures } from './webBench.ts';

/** The saved figures as read back from bench-results/: files of an older harness may differ. */
const loadResult = z.object({
  name: z.string(),
  requests: z.number(),
  seconds: z.number(),
  perSecond: z.number(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  p99Ms: z.number(),
  failures: z.number(),
});
const verdict = z.enum(['met', 'not met', '—']);

export const apiFiguresSchema: z.ZodType<ApiFigures> = z.object({
  api: z.array(
    z.object({
      dialect: z.enum(['sqlite', 'postgres', 'none']),
      call: z.string(),
      connections: z.number(),
      result: loadResult,
      share: z.number(),
      goal: z.string(),
      verdict,
    }),
  ),
  ingestion: z.array(
    z.object({
      dialect: z.enum(['sqlite', 'postgres']),
      takers: z.number(),
      eventsPerSecond: z.number(),
      result: loadResult,
      goal: z.string(),
      verdict,
    }),
  ),
});

export const webFiguresSchema: z.ZodType<WebFigures> = z.object({
  assets: z.object({
    script: z.string(),
    scriptEncoding: z.string(),
    scriptCacheControl: z.string(),
    documentCacheControl: z.string(),
    documentEtag: z.boolean(),
  }),
  lighthouse: z.array(
    z.object({
      page: z.string(),
      score: z.number(),
      lcpMs: z.number(),
      cls: z.number(),
      tbtMs: z.number(),
      totalBytes: z.number(),
      compressed: z.boolean(),
      cachedLong: z.boolean(),
    }),
  ),
  slowLink: z.object({
    firstVisitMs: z.number(),
    repeatVisitMs: z.number(),
    serviceWorker: z.boolean(),
  }),
  routeJs: z.array(z.object({ name: z.string(), bytes: z.number(), passed: z.boolean() })),
});

/** When and where a saved run was measured, around its figures. */
export function measuredSchema<T>(figures: z.ZodType<T>) {
  return z.object({ measuredAt: z.string(), machine: z.string(), command: z.string(), figures });
}
