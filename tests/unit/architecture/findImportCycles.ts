import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import cycles of the repository's own modules (ARCHITECTURE.md: no runtime cycle). Type-only
 * imports make no cycle at run time and are left out; dynamic `import()` counts, as a lazy screen
 * that imports its parent back still runs the parent's module first. A dedicated check rather than
 * eslint's `import/no-cycle`, which took 70 % of the lint's time (about 200 s of 290 on two cores)
 * for the same answer.
 */
const SOURCE = new Set(['.ts', '.tsx', '.js', '.mjs']);
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'data']);

/** The relative specifiers a module imports at run time. */
export function runtimeImports(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.phaseModifier === ts.SyntaxKind.TypeKeyword ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((specifier) => specifier.startsWith('.'));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name.startsWith('.') || SKIPPED.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.has(extname(name)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...[...SOURCE].map((ext) => base + ext), join(base, 'index.ts')];
  return candidates.find((path) => SOURCE.has(extname(path)) && existsSync(path));
}

/** Every source module under root (by path relative to it) and the modules it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const path of sourceFiles(root)) {
    const targets = runtimeImports(path, readFileSync(path, 'utf8')).flatMap((specifier) => {
      const target = resolveImport(path, specifier);
      return target === undefined ? [] : [relative(root, target)];
    });
    graph.set(relative(root, path), [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle as the modules along it, the first repeated at the end (Tarjan's components). */
export function findImportCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set<string>();
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1 || (graph.get(node) ?? []).includes(node))
      cycles.push(cycleThrough(node, component, graph));
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** One path from node back to itself inside its component, for a message a person can follow. */
function cycleThrough(
  node: string,
  component: ReadonlySet<string>,
  graph: ReadonlyMap<string, readonly string[]>,
): string[] {
  const previous = new Map<string, string>();
  const queue = [node];
  for (const current of queue) {
    for (const next of graph.get(current) ?? []) {
      if (!component.has(next)) continue;
      if (next === node) {
        const path = [current];
        for (let at = current; at !== node;) {
          at = previous.get(at) ?? node;
          path.unshift(at);
        }
        return [...path, node];
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return [node, node];
}
