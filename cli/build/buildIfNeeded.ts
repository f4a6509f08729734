import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from '../brands/loadBrands.ts';

export const DIST_DIR = join(REPO_ROOT, 'dist');

/** What the browser bundle is made from; a change to any of them means a new build. */
const BUNDLE_SOURCES = [
  'index.html',
  'brands',
  'locales',
  'renderers',
  'runtime',
  'domain',
  'schemas',
  'package-lock.json',
];

/** Builds the app when dist/ is missing or older than its sources, so `npm start` never serves stale code. */
export async function buildIfNeeded(log: (line: string) => void): Promise<void> {
  const built = await modifiedAt(join(DIST_DIR, 'index.html'));
  const newest = Math.max(
    ...(await Promise.all(BUNDLE_SOURCES.map((s) => newestIn(join(REPO_ROOT, s))))),
  );
  if (built !== undefined && built >= newest) return;
  log(
    built === undefined
      ? 'building the app (first start)'
      : 'sources changed since the last build; rebuilding',
  );
  await build({ root: REPO_ROOT, configFile: join(REPO_ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function newestIn(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => stat(join(e.parentPath, e.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(info.mtimeMs, ...times);
}
