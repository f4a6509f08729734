type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords whose value is one schema, or a map of schemas by name, or a list of schemas. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

/**
 * Words about a schema that do not change its type. Beside a `$ref` they would make the ref parser
 * merge them into a copy of the definition, and every copy becomes a type of its own.
 */
const ANNOTATIONS = ['title', 'description', '$comment', 'examples', 'default', 'deprecated'];

/**
 * Whether a titled schema is worth a type of its own: an object, a union, or a choice of values.
 * A titled string, number, flag, fixed value or list would otherwise become an alias such as
 * `Title = string`, and json-schema-to-typescript numbers the repeats (`Title1`, `Title2` …).
 */
function namesAType(node: Node): boolean {
  if (typeof node.$ref === 'string') return false;
  if (node.type === 'object' || isNode(node.properties)) return true;
  if (Array.isArray(node.oneOf) || Array.isArray(node.anyOf)) return true;
  return Array.isArray(node.enum) && node.enum.length > 1;
}

/** Calls `each` on every schema of a document with its parent's title and whether it is declared. */
function walk(
  node: unknown,
  declared: boolean,
  parentTitle: string,
  each: (node: Node, declared: boolean, parentTitle: string) => Node,
): unknown {
  if (Array.isArray(node)) return node.map((child) => walk(child, false, parentTitle, each));
  if (!isNode(node)) return node;
  const title = typeof node.title === 'string' ? node.title : parentTitle;
  const map = (value: unknown, inMap: boolean) =>
    isNode(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, inMap, title, each)]))
      : value;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$defs' || key === 'definitions') out[key] = map(value, true);
    else if (SCHEMA_MAPS.includes(key)) out[key] = map(value, false);
    else if (ONE_SCHEMA.includes(key) || SCHEMA_LISTS.includes(key))
      out[key] = walk(value, false, title, each);
    else out[key] = value;
  }
  return each(out, declared, parentTitle);
}

/**
 * How often each title would name a type across the given schema files: a title used more than
 * once is qualified by its parent's where it is not a shared definition.
 */
export function titleCounts(schemas: readonly unknown[]): Map<string, number> {
  // Copies of one shape count once: they become one type (shareRepeatedShapes).
  const shapes = new Map<string, Set<string>>();
  for (const schema of schemas)
    walk(schema, true, '', (node, declared) => {
      if (typeof node.title === 'string' && (declared || namesAType(node)))
        shapes.set(node.title, (shapes.get(node.title) ?? new Set()).add(JSON.stringify(node)));
      return node;
    });
  return new Map([...shapes].map(([title, set]) => [title, set.size]));
}

/**
 * A schema file as the type generator should read it. The document and its shared definitions keep
 * their titles (they are the types code imports), and so do objects and enums inside them — named
 * after their parent too when another schema uses the same title (`Answer` of `Integer question`
 * becomes `IntegerQuestionAnswer`); every other title is dropped, so a property's type is written
 * where it is used, with its description as the comment, and each name is declared once.
 */
export function typeSchema(schema: unknown, counts: ReadonlyMap<string, number>): unknown {
  return walk(schema, true, '', (node, declared, parentTitle) => {
    const { title, ...rest } = node;
    const kept = Object.fromEntries(
      Object.entries(rest).filter(
        ([key]) => typeof node.$ref !== 'string' || !ANNOTATIONS.includes(key),
      ),
    );
    if (typeof title !== 'string' || typeof node.$ref === 'string') return kept;
    if (declared) return { title, ...kept };
    if (!namesAType(node)) return kept;
    const shared = (counts.get(title) ?? 0) > 1 && parentTitle !== '';
    return { title: shared ? `${parentTitle} ${title}` : title, ...kept };
  });
}

/**
 * The same titled shape written out more than once in one file (a step of every question type's
 * solution) is moved into a definition of its own and referred to, so it is one type, as a `$ref`
 * in the schema would make it.
 */
export function shareRepeatedShapes(schema: unknown): unknown {
  // Inner shapes first: once a step's parts are shared, the steps themselves compare equal.
  let current = schema;
  for (;;) {
    const next = shareOnce(current);
    if (next === current) return current;
    current = next;
  }
}

function shareOnce(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const seen = new Map<string, number>();
  walk(schema, true, '', (node, declared) => {
    if (!declared && typeof node.title === 'string') {
      const key = JSON.stringify(node);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return node;
  });
  const repeated = new Set([...seen].filter(([, n]) => n > 1).map(([key]) => key));
  if (repeated.size === 0) return schema;
  const existing = isNode(schema.$defs) ? schema.$defs : {};
  const shared = new Map<string, string>();
  const defs: Node = {};
  const out = walk(schema, true, '', (node, declared) => {
    const key = JSON.stringify(node);
    if (declared || !repeated.has(key)) return node;
    let name = shared.get(key);
    if (!name) {
      name = `shared${Object.keys(existing).length + shared.size}`;
      shared.set(key, name);
      defs[name] = node;
    }
    return { $ref: `#/$defs/${name}` };
  });
  if (!isNode(out)) return out;
  return { ...out, $defs: { ...(isNode(out.$defs) ? out.$defs : {}), ...defs } };
}
