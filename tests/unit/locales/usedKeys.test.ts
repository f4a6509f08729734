import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands, REPO_ROOT } from '../../../cli/brands/loadBrands.ts';
import { MESSAGE_KEY_REF, schemaFileOf } from '../../../domain/brands/schemaCatalog.ts';
import { walkDocument } from '../../../domain/brands/schemaWalk.ts';
import type { DocumentRef } from '../../../domain/brands/brandDocuments.ts';

// content/achieve: the questionnaire's document names its fields' texts by key.
const SOURCE_DIRS = ['renderers', 'runtime', 'domain', 'server', 'schemas/forms', 'content/achieve'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(REPO_ROOT, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(tsx?|json)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** Message keys written as string literals in the code. */
async function keysInCode(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of await sourceFiles(dir)) {
      for (const [, key] of (await readFile(file, 'utf8')).matchAll(/['"]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)['"]/g)) {
        if (key) keys.add(key);
      }
    }
  }
  return keys;
}

/** Message keys the brand documents name. */
async function keysInBrands(): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { docs } of (await loadBrands()).brands) {
    const documents: [DocumentRef, unknown][] = [
      [{ kind: 'brand' }, docs.brand],
      [{ kind: 'navigation' }, docs.navigation],
      [{ kind: 'exceptions' }, docs.exceptions],
      ...Object.entries(docs.pages).map(([name, page]): [DocumentRef, unknown] => [{ kind: 'page', name }, page]),
    ];
    for (const [ref, data] of documents) {
      for (const site of walkDocument(schemaFileOf(ref), data)) {
        if (site.refs.includes(MESSAGE_KEY_REF) && typeof site.value === 'string') keys.add(site.value);
      }
    }
  }
  return keys;
}

describe('message catalog', () => {
  it('holds no key that neither the code nor a brand document uses', async () => {
    const en = JSON.parse(await readFile(join(REPO_ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
    const used = new Set([...(await keysInCode()), ...(await keysInBrands())]);
    expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
  });
});
