import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SERVICES_DIR = join(REPO_ROOT, 'server', 'services');

export interface ServiceSource {
  /** Path from the repository root, with forward slashes. */
  path: string;
  /** The service folder it belongs to (`auth`, `mockTests`, …). */
  service: string;
  text: string;
}

/** Every TypeScript file under server/services/, with the service it belongs to. */
export async function serviceSources(): Promise<ServiceSource[]> {
  const entries = await readdir(SERVICES_DIR, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(
    files.map(async (file) => ({
      path: relative(REPO_ROOT, file).split(sep).join('/'),
      service: serviceOf(file) ?? '',
      text: await readFile(file, 'utf8'),
    })),
  );
}

/** The service folder a file path lies in, if it lies under server/services/<service>/. */
export function serviceOf(file: string): string | undefined {
  const parts = relative(SERVICES_DIR, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}
