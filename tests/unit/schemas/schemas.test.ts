import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  generateSchemaTypes,
  SCHEMA_TYPES_FILE,
} from '../../../cli/schemas/generateSchemaTypes.ts';
import { SCHEMA_FILES } from '../../../domain/brands/schemaCatalog.ts';
import { SUPPORTED_LOCALES } from '../../../domain/rules/locales.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every place in a schema where a property is declared, with the schema declared there. */
function* properties(node: unknown, path: string): Generator<[string, Node]> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* properties(child, `${path}/${i}`);
    return;
  }
  if (!isNode(node)) return;
  for (const [key, child] of Object.entries(node)) {
    // An `if` clause tests properties; it does not declare them.
    if (key === 'if') continue;
    if (key === 'properties' && isNode(child)) {
      for (const [name, schema] of Object.entries(child)) {
        if (isNode(schema)) yield [`${path}/properties/${name}`, schema];
      }
    }
    yield* properties(child, `${path}/${key}`);
  }
}

function* objectSchemas(node: unknown, path: string): Generator<[string, Node]> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* objectSchemas(child, `${path}/${i}`);
    return;
  }
  if (!isNode(node)) return;
  // A discriminated union is closed by its branches, which are checked where they are defined.
  if (node.type === 'object' && !node.oneOf) yield [path, node];
  for (const [key, child] of Object.entries(node)) {
    // An `if` clause tests a document that the rest of the schema closes; it must stay open.
    if (key === 'if') continue;
    yield* objectSchemas(child, `${path}/${key}`);
  }
}

function resolveRef(file: string, ref: string): Node {
  const [target, fragment = ''] = ref.split('#');
  let node: unknown = SCHEMA_FILES[(target || file) as keyof typeof SCHEMA_FILES];
  for (const segment of fragment.split('/').filter(Boolean))
    node = isNode(node) ? node[segment] : undefined;
  if (!isNode(node)) throw new Error(`${file}: ${ref} does not resolve`);
  return node;
}

describe('authored-document schemas', () => {
  it.each(Object.entries(SCHEMA_FILES))(
    '%s gives every property a title and a description',
    (file, schema) => {
      const missing = [...properties(schema, '')].filter(([, node]) => {
        const target = typeof node.$ref === 'string' ? resolveRef(file, node.$ref) : {};
        return !(node.title ?? target.title) || !(node.description ?? target.description);
      });
      expect(missing.map(([path]) => path)).toEqual([]);
    },
  );

  it.each(Object.entries(SCHEMA_FILES))(
    '%s closes every object to unknown properties',
    (_file, schema) => {
      const open = [...objectSchemas(schema, '')].filter(
        ([, node]) => node.additionalProperties !== false,
      );
      expect(open.map(([path]) => path)).toEqual([]);
    },
  );

  it('generated TypeScript types are up to date (npm run schemas:types)', async () => {
    expect(await readFile(SCHEMA_TYPES_FILE, 'utf8')).toBe(await generateSchemaTypes());
  });
});

describe('texts by language', () => {
  const textDefinitions = async () => {
    const read = async (file: string) =>
      JSON.parse(await readFile(new URL(`../../../schemas/${file}`, import.meta.url), 'utf8')) as {
        $defs: Record<string, { properties: Node; required: string[] }>;
      };
    return {
      page: (await read('page.schema.json')).$defs.text,
      content: (await read('content/common.schema.json')).$defs.text,
    };
  };

  it('lists exactly the supported languages, in their order', async () => {
    const { page, content } = await textDefinitions();
    expect(Object.keys(page?.properties ?? {})).toEqual([...SUPPORTED_LOCALES]);
    expect(Object.keys(content?.properties ?? {})).toEqual([...SUPPORTED_LOCALES]);
  });

  it('requires every language of a page text, so no page falls back to English', async () => {
    const { page } = await textDefinitions();
    expect(page?.required).toEqual([...SUPPORTED_LOCALES]);
  });
});
