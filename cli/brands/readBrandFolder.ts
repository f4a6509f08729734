import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { DocumentRef } from '../../domain/brands/brandDocuments.ts';
import type { BrandError } from './brandError.ts';

/** One authored file: where it is (relative to the working folder) and what it holds. */
export interface SourceFile {
  file: string;
  data: unknown;
}

/** The files of one brand folder, as written, before `extends` is applied. */
export interface BrandFolder {
  id: string;
  dir: string;
  brand: SourceFile;
  routes?: SourceFile;
  navigation?: SourceFile;
  exceptions?: SourceFile;
  pages: Record<string, SourceFile>;
}

export const DOCUMENT_FILES = {
  brand: 'brand.json',
  routes: 'routes.json',
  navigation: 'navigation.json',
  exceptions: 'exceptions.json',
} as const;

export function documentFileName(ref: DocumentRef): string {
  return ref.kind === 'page' ? `pages/${ref.name}.json` : DOCUMENT_FILES[ref.kind];
}

/** Reads a brand folder; a file that is not JSON becomes an error, a missing optional file is absent. */
export async function readBrandFolder(
  dir: string,
  errors: BrandError[],
): Promise<BrandFolder | undefined> {
  const read = async (name: string): Promise<SourceFile | undefined> => {
    const path = join(dir, name);
    const file = relative(process.cwd(), path);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      return { file, data: JSON.parse(text) as unknown };
    } catch (error) {
      errors.push({
        brand: basename(dir),
        file,
        pointer: '',
        message: `File is not valid JSON${jsonErrorPlace(text, error as Error)}`,
      });
      return undefined;
    }
  };
  const brand = await read(DOCUMENT_FILES.brand);
  if (!brand) return undefined;
  const pageNames = await listPages(join(dir, 'pages'));
  const pages: Record<string, SourceFile> = {};
  for (const name of pageNames) {
    const page = await read(`pages/${name}.json`);
    if (page) pages[name] = page;
  }
  const folder: BrandFolder = { id: basename(dir), dir, brand, pages };
  for (const kind of ['routes', 'navigation', 'exceptions'] as const) {
    const source = await read(DOCUMENT_FILES[kind]);
    if (source) folder[kind] = source;
  }
  return folder;
}

async function listPages(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Line and column of a JSON syntax error; V8 words its message differently between versions. */
function jsonErrorPlace(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position === undefined) return '';
  const before = text.slice(0, Number(position)).split('\n');
  return ` (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}
