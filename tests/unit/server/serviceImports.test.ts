import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, serviceOf, serviceSources } from './serviceSources.ts';

/** Every module a source names: static imports and re-exports, side-effect and dynamic imports. */
function importedPaths(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((m) => m[1] ?? '');
}

/**
 * Services do not import each other: what one needs of another (the test shelves content shows,
 * the syllabus and reactions practice reads) is handed in by app.ts, and what all of them share
 * lives below them (server/sessions, server/db, server/http, domain/).
 */
describe('services', () => {
  it('find a sibling import however it is written', () => {
    const from = join(REPO_ROOT, 'server/services/content/ContentContext.ts');
    const text =
      "import type { X } from '../mockTests/testShelves.ts';\nconst m = import('./own.ts');";
    const targets = importedPaths(text).map((p) => serviceOf(resolve(dirname(from), p)));
    expect(targets).toEqual(['mockTests', 'content']);
  });

  it('import no other service', async () => {
    const crossings = (await serviceSources()).flatMap((source) =>
      importedPaths(source.text)
        .filter((p) => p.startsWith('.'))
        .map((p) => ({ p, target: serviceOf(resolve(REPO_ROOT, dirname(source.path), p)) }))
        .filter(({ target }) => target !== undefined && target !== source.service)
        .map(({ p }) => `${source.path} imports ${p}`),
    );
    expect(crossings).toEqual([]);
  });
});
