import { isPlainObject } from './mergeDocuments.ts';
import { pointerSegments, toPointer } from './jsonPointer.ts';
import { SCHEMA_FILES, type SchemaFile } from './schemaCatalog.ts';

export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  const?: unknown;
}

/** One value of a document together with the schema that governs it. */
export interface SchemaSite {
  pointer: string;
  value: unknown;
  /** Title at the property that holds the value, else the title of the schema it refers to. */
  title: string | undefined;
  description: string | undefined;
  /** Every `$ref` followed to reach the value's schema, in full form (`file#/path`). */
  refs: string[];
  /** `$ref`s of the alternatives when the value may take one of several forms. */
  alternatives: string[];
  /** The resolved schema of the value and the file it lives in. */
  shape: { node: SchemaNode; file: SchemaFile };
}

/**
 * Walks a document alongside its schema so that checks a schema cannot express (references to
 * routes and message keys) and error messages (titles) are driven by the schema, not by copies
 * of its structure.
 */
export function* walkDocument(file: SchemaFile, document: unknown): Generator<SchemaSite> {
  yield* walk(nodeOf(file), file, document, []);
}

/** The site at a pointer, or the deepest site on the way to it when the value is absent. */
export function siteAt(
  file: SchemaFile,
  document: unknown,
  pointer: string,
): SchemaSite | undefined {
  let found: SchemaSite | undefined;
  const wanted = pointerSegments(pointer).length;
  for (const site of walkDocument(file, document)) {
    if (pointer === site.pointer || pointer.startsWith(site.pointer + '/')) {
      if (!found || pointerSegments(site.pointer).length > pointerSegments(found.pointer).length) {
        found = site;
      }
      if (pointerSegments(site.pointer).length === wanted) break;
    }
  }
  return found;
}

/** Title of the schema a missing property would have, for "must have …" messages. */
export function childTitle(file: SchemaFile, document: unknown, pointer: string, property: string) {
  const parent = siteAt(file, document, pointer);
  const child = parent?.shape.node.properties?.[property];
  if (!parent || !child) return undefined;
  return child.title ?? deref(child, parent.shape.file).node.title;
}

function* walk(
  site: SchemaNode,
  file: SchemaFile,
  value: unknown,
  path: (string | number)[],
): Generator<SchemaSite> {
  const { node, file: nodeFile, refs } = deref(site, file);
  const chosen = chooseBranch(node, nodeFile, value);
  const target = chosen ?? { node, file: nodeFile, refs: [] };
  yield {
    pointer: toPointer(path),
    value,
    title: site.title ?? node.title ?? target.node.title,
    description: site.description ?? node.description ?? target.node.description,
    refs: [...refs, ...target.refs],
    alternatives: (node.anyOf ?? []).flatMap((b) =>
      b.$ref ? [absoluteRef(b.$ref, nodeFile)] : [],
    ),
    shape: { node: target.node, file: target.file },
  };
  const { node: shape, file: shapeFile } = target;
  if (isPlainObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const extra = isPlainObject(shape.additionalProperties)
        ? shape.additionalProperties
        : undefined;
      const childSchema = shape.properties?.[key] ?? extra;
      if (childSchema) yield* walk(childSchema, shapeFile, child, [...path, key]);
    }
  } else if (Array.isArray(value) && shape.items) {
    for (const [index, child] of value.entries()) {
      yield* walk(shape.items, shapeFile, child, [...path, index]);
    }
  }
}

function chooseBranch(node: SchemaNode, file: SchemaFile, value: unknown) {
  if (!node.discriminator || !node.oneOf || !isPlainObject(value)) return undefined;
  const property = node.discriminator.propertyName;
  for (const branch of node.oneOf) {
    const resolved = deref(branch, file);
    if (resolved.node.properties?.[property]?.const === value[property]) return resolved;
  }
  return undefined;
}

function deref(start: SchemaNode, file: SchemaFile) {
  let node = start;
  let current = file;
  const refs: string[] = [];
  while (node.$ref) {
    const ref = absoluteRef(node.$ref, current);
    refs.push(ref);
    const [target = current, fragment = ''] = ref.split('#');
    current = target as SchemaFile;
    node = fragmentNode(nodeOf(current), fragment);
  }
  return { node, file: current, refs };
}

function absoluteRef(ref: string, file: SchemaFile): string {
  return ref.startsWith('#') ? `${file}${ref}` : ref;
}

function fragmentNode(root: SchemaNode, fragment: string): SchemaNode {
  let node: unknown = root;
  for (const segment of pointerSegments(fragment)) {
    node = isPlainObject(node) ? node[segment] : undefined;
  }
  if (!isPlainObject(node)) throw new Error(`schema reference #${fragment} does not resolve`);
  return node;
}

function nodeOf(file: SchemaFile): SchemaNode {
  return SCHEMA_FILES[file];
}
