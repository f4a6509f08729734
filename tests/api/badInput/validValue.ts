import fc from 'fast-check';
import type { SchemaNode } from './openApiOperations.ts';

/** Real values by field name (ids of rows that exist), so that inputs reach past the look-ups. */
export type KnownValues = Readonly<Record<string, readonly (string | number)[] | undefined>>;

export const knownStrings = (known: KnownValues, name: string) =>
  (known[name] ?? []).filter((v): v is string => typeof v === 'string');
export const knownNumbers = (known: KnownValues, name: string) =>
  (known[name] ?? []).filter((v): v is number => typeof v === 'number');

/** Where a leaf of a filled value sits, and what its schema asks. */
export interface Leaf {
  path: readonly (string | number)[];
  node: SchemaNode;
}

export interface FilledValue {
  value: unknown;
  leaves: Leaf[];
}

/** Words that pass the name, message and free-text rules alike. */
const FILLER_TEXT = 'Asha Rao learns physics every day';
const FILLER_EMAIL = 'asha.rao@example.com';
const FILLER_URL = 'https://abhyas.localhost/callback';
/** The same sample of a pattern on every run. */
const PATTERN_SEED = 1;

/** allOf parts merged into one object schema (the contracts only intersect objects). */
export function flatten(node: SchemaNode): SchemaNode {
  if (!node.allOf) return node;
  const parts = node.allOf.map(flatten);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<
      string,
      SchemaNode
    >,
    required: parts.flatMap((p) => p.required ?? []),
  };
}

export function variantsOf(node: SchemaNode): readonly SchemaNode[] | undefined {
  return node.oneOf ?? node.anyOf;
}

/** Whether a known value fits where it is put (the same name means other things elsewhere). */
const fits = (node: SchemaNode, value: string) =>
  value.length >= (node.minLength ?? 0) &&
  value.length <= (node.maxLength ?? Infinity) &&
  (node.pattern === undefined || new RegExp(node.pattern).test(value));

function validString(node: SchemaNode, name: string, known: KnownValues): string {
  const real = knownStrings(known, name).find((value) => fits(node, value));
  if (real !== undefined) return real;
  if (node.format === 'email') return FILLER_EMAIL;
  if (node.format === 'uri') return FILLER_URL;
  if (node.pattern) {
    const [sample] = fc.sample(fc.stringMatching(new RegExp(node.pattern)), {
      seed: PATTERN_SEED,
      numRuns: 1,
    });
    return sample ?? '';
  }
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? FILLER_TEXT.length;
  return FILLER_TEXT.slice(0, max).padEnd(min, 'a');
}

function validNumber(node: SchemaNode, name: string, known: KnownValues): number {
  const [real] = knownNumbers(known, name);
  if (real !== undefined) return real;
  const floor = node.minimum ?? 1;
  return Math.min(Math.max(1, floor), node.maximum ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A value the schema accepts, every optional field present, with the list of its leaves (so a
 * test can spoil one field at a time and still pass every other check).
 */
export function validValue(
  schema: SchemaNode,
  name: string,
  known: KnownValues,
  path: readonly (string | number)[] = [],
): FilledValue {
  const node = flatten(schema);
  const variants = variantsOf(node);
  if (variants?.[0]) return validValue(variants[0], name, known, path);
  if (node.const !== undefined) return { value: node.const, leaves: [] };
  if (node.enum?.length) return { value: node.enum[0], leaves: [] };
  switch (node.type) {
    case 'string':
      return { value: validString(node, name, known), leaves: [{ path, node }] };
    case 'integer':
    case 'number':
      return { value: validNumber(node, name, known), leaves: [{ path, node }] };
    case 'boolean':
      return { value: true, leaves: [] };
    case 'array': {
      const count = Math.max(1, node.minItems ?? 0);
      const items = Array.from({ length: count }, (_, i) =>
        validValue(node.items ?? {}, name, known, [...path, i]),
      );
      return { value: items.map((i) => i.value), leaves: items.flatMap((i) => i.leaves) };
    }
    case 'object': {
      const entries = Object.entries(node.properties ?? {});
      if (entries.length === 0) return { value: { note: 'seen' }, leaves: [{ path, node }] };
      const fields = entries.map(([key, child]) => ({
        key,
        filled: validValue(child, key, known, [...path, key]),
      }));
      return {
        value: Object.fromEntries(fields.map((f) => [f.key, f.filled.value])),
        leaves: fields.flatMap((f) => f.filled.leaves),
      };
    }
    default:
      return { value: 'seen', leaves: [] };
  }
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: readonly (string | number)[], leaf: unknown) {
  if (path.length === 0) return leaf;
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = leaf;
  return copy;
}
