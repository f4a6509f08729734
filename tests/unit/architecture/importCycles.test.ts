import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles, importGraph, runtimeImports } from './findImportCycles.ts';

const ROOT = join(import.meta.dirname, '../../..');

describe('import cycles', () => {
  it('the repository has none', () => {
    const graph = importGraph(ROOT);
    expect(graph.size).toBeGreaterThan(500);
    expect(findImportCycles(graph)).toEqual([]);
  });

  it('finds a cycle through three modules and a module importing itself, not a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['f.ts', ['f.ts']],
    ]);
    expect(findImportCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
      ['f.ts', 'f.ts'],
    ]);
  });

  it('counts run-time and dynamic imports and re-exports, not type-only imports or packages', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "import { type C, type D } from './c.ts';",
      "import { type E, e } from './e.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "import react from 'react';",
      "const lazy = () => import('./h.tsx');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./a.ts', './e.ts', './f.ts', './h.tsx']);
  });
});
