import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type * as z from 'zod';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { ApiFigures } from './apiBench.ts';
import type { WebFigures } from './webBench.ts';
import { apiFiguresSchema, measuredSchema, webFiguresSchema } from './resultsSchema.ts';

/** Where runs leave their figures (git-ignored): `api.json` and `web.json`, the last of each. */
export const RESULTS_DIR = join(import.meta.dirname, '..', 'bench-results');

export interface Measured<T> {
  measuredAt: string;
  machine: string;
  command: string;
  figures: T;
}

export interface BenchResults {
  api?: Measured<ApiFigures>;
  web?: Measured<WebFigures>;
}

/** This machine as docs/performance.md names it: cores, CPU model, Node. */
export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}`;
}

export async function saveResults<T extends ApiFigures | WebFigures>(
  kind: keyof BenchResults,
  figures: T,
): Promise<Measured<T>> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const measured: Measured<T> = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    figures,
  };
  await writeFile(join(RESULTS_DIR, `${kind}.json`), `${JSON.stringify(measured, null, 2)}\n`);
  return measured;
}

/** The last run of each kind in `dir`, where there was one. */
export async function loadResults(dir = RESULTS_DIR): Promise<BenchResults> {
  const read = async (kind: string) => {
    try {
      return JSON.parse(await readFile(join(dir, `${kind}.json`), 'utf8')) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const [api, web] = await Promise.all([read('api'), read('web')]);
  return {
    ...(api !== undefined && { api: readable('api', measuredSchema(apiFiguresSchema), api) }),
    ...(web !== undefined && { web: readable('web', measuredSchema(webFiguresSchema), web) }),
  };
}

/** A saved run an older harness wrote is left out, with a word, rather than ending this run. */
function readable<T>(kind: string, schema: z.ZodType<T>, saved: unknown): T | undefined {
  const parsed = schema.safeParse(saved);
  if (parsed.success) return parsed.data;
  console.warn(`bench-results/${kind}.json is not this harness's: rerun npm run bench -- ${kind}`);
  return undefined;
}
