import { access, readdir, readFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import type {
  BrandDocuments,
  DocumentIssue,
  DocumentRef,
} from '../../domain/brands/brandDocuments.ts';
import { applyProductSlug, applyProductSlugToPages } from '../../domain/brands/applyProductSlug.ts';
import { checkContrast } from '../../domain/brands/checkContrast.ts';
import { checkReferences } from '../../domain/brands/checkReferences.ts';
import { hasPointer, pointerSegments, toPointer } from '../../domain/brands/jsonPointer.ts';
import { mergeDocuments } from '../../domain/brands/mergeDocuments.ts';
import { validateSchema } from '../../domain/brands/validateSchema.ts';
import type { BrandError } from './brandError.ts';
import {
  documentFileName,
  readBrandFolder,
  type BrandFolder,
  type SourceFile,
} from './readBrandFolder.ts';

/** The repository: brands/, schemas/ and locales/ are found from here, whatever the working folder. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..') + '/';
export const BRANDS_DIR = join(REPO_ROOT, 'brands');
export const SOURCE_LOCALE_FILE = join(REPO_ROOT, 'locales', 'en.json');

/** A brand whose merged documents passed every check, with its logo files resolved. */
export interface LoadedBrand {
  id: string;
  dir: string;
  docs: BrandDocuments;
  /** Absolute paths of the logo files, resolved against the folder of the document naming them. */
  logoFiles: { full: string; mark: string };
}

export interface LoadOptions {
  /** The folder holding one folder per brand; the repository's brands/ by default. */
  brandsDir?: string;
  /** More brand folders, outside brandsDir (fixtures, drafts). */
  extraDirs?: readonly string[];
}

export interface BrandLoad {
  brands: LoadedBrand[];
  /** Every brand folder read, valid or not, by id. */
  folders: Map<string, BrandFolder>;
  errors: BrandError[];
}

/**
 * Reads every brand under `brands/` (and any extra brand folders), merges `extends`, validates the
 * merged documents against the schemas and the cross-references, and ties each problem to the
 * file that caused it. The one library behind the CLI, the Vite build and the tests.
 */
export async function loadBrands(options: LoadOptions = {}): Promise<BrandLoad> {
  const { brandsDir = BRANDS_DIR, extraDirs = [] } = options;
  const errors: BrandError[] = [];
  const folders = new Map<string, BrandFolder>();
  const inside = await brandDirs(brandsDir);
  const dirs = [...inside, ...extraDirs.map((d) => resolve(d)).filter((d) => !inside.includes(d))];
  for (const dir of dirs) {
    const folder = await readBrandFolder(dir, errors);
    if (!folder) {
      if (
        extraDirs.some((d) => resolve(d) === dir) &&
        !errors.some((e) => e.file.startsWith(relative(process.cwd(), dir)))
      ) {
        errors.push({
          brand: basename(dir),
          file: relative(process.cwd(), dir),
          pointer: '',
          message: 'Folder has no brand.json',
        });
      }
      continue;
    }
    folders.set(folder.id, folder);
  }
  const messageKeys = new Set(
    Object.keys(JSON.parse(await readFile(SOURCE_LOCALE_FILE, 'utf8')) as object),
  );
  const brands: LoadedBrand[] = [];
  for (const folder of folders.values()) {
    const loaded = await loadBrand(folder, folders, messageKeys, errors);
    if (loaded) brands.push(loaded);
  }
  checkHostsUnique(brands, folders, errors);
  return { brands: brands.filter((b) => !errors.some((e) => e.brand === b.id)), folders, errors };
}

async function brandDirs(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => join(root, e.name))
    .sort();
}

async function loadBrand(
  folder: BrandFolder,
  folders: ReadonlyMap<string, BrandFolder>,
  messageKeys: ReadonlySet<string>,
  errors: BrandError[],
): Promise<LoadedBrand | undefined> {
  const chain = extendsChain(folder, folders, errors);
  if (!chain) return undefined;
  const origins = (pick: (f: BrandFolder) => SourceFile | undefined) =>
    chain.flatMap((f) => {
      const source = pick(f);
      return source ? [source] : [];
    });
  const documents: { ref: DocumentRef; sources: SourceFile[] }[] = [
    { ref: { kind: 'brand' }, sources: origins((f) => f.brand) },
    { ref: { kind: 'routes' }, sources: origins((f) => f.routes) },
    { ref: { kind: 'navigation' }, sources: origins((f) => f.navigation) },
    { ref: { kind: 'exceptions' }, sources: origins((f) => f.exceptions) },
    ...pageNames(chain).map((name) => ({
      ref: { kind: 'page', name } as const,
      sources: origins((f) => f.pages[name]),
    })),
  ];
  const before = errors.length;
  const merged = new Map<DocumentRef, unknown>();
  for (const { ref, sources } of documents) {
    if (sources.length === 0) {
      const file = relative(process.cwd(), join(folder.dir, documentFileName(ref)));
      errors.push({
        brand: folder.id,
        file,
        pointer: '',
        message: `File is missing, and no brand this one extends has one`,
      });
      continue;
    }
    const data = sources.slice(1).reduce((acc, s) => mergeDocuments(acc, s.data), sources[0]?.data);
    merged.set(ref, data);
    errors.push(...validateSchema(ref, data).map((issue) => blame(issue, sources, folder.id)));
  }
  if (errors.length > before) return undefined;

  const docs = assemble(merged);
  docs.routes = applyProductSlug(docs.routes, docs.brand.productSlug);
  docs.pages = applyProductSlugToPages(docs.pages, docs.brand.productSlug);
  if (docs.brand.id !== folder.id) {
    errors.push({
      brand: folder.id,
      file: folder.brand.file,
      pointer: '/id',
      message: `Brand id "${docs.brand.id}" must equal its folder name "${folder.id}"`,
    });
  }
  const sourcesOf = (ref: DocumentRef) => documents.find((d) => sameRef(d.ref, ref))?.sources ?? [];
  const issues = [...checkReferences(docs, messageKeys), ...checkContrast(docs.brand.theme.colors)];
  errors.push(...issues.map((issue) => blame(issue, sourcesOf(issue.document), folder.id)));
  const logoFiles = await resolveLogos(docs, chain, folder.id, errors);
  if (errors.length > before || !logoFiles) return undefined;
  return { id: folder.id, dir: folder.dir, docs, logoFiles };
}

function extendsChain(
  folder: BrandFolder,
  folders: ReadonlyMap<string, BrandFolder>,
  errors: BrandError[],
) {
  const chain: BrandFolder[] = [folder];
  let current = folder;
  for (;;) {
    const parentId = (current.brand.data as { extends?: unknown }).extends;
    if (parentId === undefined) return chain.reverse();
    const parent = typeof parentId === 'string' ? folders.get(parentId) : undefined;
    if (!parent) {
      errors.push({
        brand: folder.id,
        file: current.brand.file,
        pointer: '/extends',
        message: `Extends ${JSON.stringify(parentId)} is not a brand folder`,
      });
      return undefined;
    }
    if (chain.includes(parent)) {
      errors.push({
        brand: folder.id,
        file: current.brand.file,
        pointer: '/extends',
        message: `Extends ${JSON.stringify(parentId)} makes a cycle: ${[...chain, parent].map((f) => f.id).join(' → ')}`,
      });
      return undefined;
    }
    chain.push(parent);
    current = parent;
  }
}

function pageNames(chain: readonly BrandFolder[]): string[] {
  return [...new Set(chain.flatMap((f) => Object.keys(f.pages)))].sort();
}

function assemble(merged: Map<DocumentRef, unknown>): BrandDocuments {
  const docs: Partial<BrandDocuments> & { pages: BrandDocuments['pages'] } = { pages: {} };
  for (const [ref, data] of merged) {
    if (ref.kind === 'page') docs.pages[ref.name] = data as BrandDocuments['pages'][string];
    else (docs as Record<string, unknown>)[ref.kind] = data;
  }
  return docs as BrandDocuments;
}

/**
 * The file to blame is the last one in the `extends` chain that wrote the value (or the closest
 * value above it), so an error in an inherited menu names the parent's file.
 */
function blame(issue: DocumentIssue, sources: readonly SourceFile[], brand: string): BrandError {
  const segments = pointerSegments(issue.pointer);
  for (let length = segments.length; length >= 0; length--) {
    const prefix = toPointer(segments.slice(0, length));
    const owner = [...sources].reverse().find((s) => hasPointer(s.data, prefix));
    if (owner) return { brand, file: owner.file, pointer: issue.pointer, message: issue.message };
  }
  return {
    brand,
    file: sources.at(-1)?.file ?? '',
    pointer: issue.pointer,
    message: issue.message,
  };
}

function sameRef(a: DocumentRef, b: DocumentRef): boolean {
  return a.kind === b.kind && (a.kind !== 'page' || (b.kind === 'page' && a.name === b.name));
}

async function resolveLogos(
  docs: BrandDocuments,
  chain: readonly BrandFolder[],
  brand: string,
  errors: BrandError[],
) {
  const resolved: Partial<Record<'full' | 'mark', string>> = {};
  for (const key of ['full', 'mark'] as const) {
    const owner = [...chain].reverse().find((f) => hasPointer(f.brand.data, `/logos/${key}`));
    const dir = owner?.dir ?? chain[0]?.dir ?? '';
    const path = join(dir, docs.brand.logos[key]);
    try {
      await access(path);
      resolved[key] = path;
    } catch {
      errors.push({
        brand,
        file: owner?.brand.file ?? '',
        pointer: `/logos/${key}`,
        message: `${key === 'full' ? 'Full logo' : 'Logo mark'} file "${docs.brand.logos[key]}" does not exist`,
      });
    }
  }
  return resolved.full && resolved.mark ? { full: resolved.full, mark: resolved.mark } : undefined;
}

function checkHostsUnique(
  brands: readonly LoadedBrand[],
  folders: ReadonlyMap<string, BrandFolder>,
  errors: BrandError[],
) {
  const owners = new Map<string, string>();
  for (const brand of brands) {
    brand.docs.brand.hosts.forEach((host, index) => {
      const owner = owners.get(host);
      if (owner) {
        const file = folders.get(brand.id)?.brand.file ?? '';
        errors.push({
          brand: brand.id,
          file,
          pointer: `/hosts/${index}`,
          message: `Host name "${host}" is already used by brand "${owner}"`,
        });
      } else {
        owners.set(host, brand.id);
      }
    });
  }
}
