import { compile } from 'json-schema-to-typescript';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { format } from 'prettier';
import { shareRepeatedShapes, titleCounts, typeSchema } from './typeSchema.ts';

/** Folder of the JSON Schemas: the single source of truth for document shapes and registry keys. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas', import.meta.url));
export const SCHEMA_TYPES_FILE = join(SCHEMAS_DIR, 'types.generated.ts');

const DOCUMENTS = ['brand', 'routes', 'navigation', 'page', 'exceptions'] as const;
/** The content pack's documents (schemas/content/), imported by `abhyas content import`. */
const CONTENT_DOCUMENTS = [
  'goals-exams',
  'syllabus',
  'concepts',
  'books',
  'videos',
  'banners',
  'questions',
  'mock-tests',
  'subscription-catalog',
  'embium-rules',
  'achieve-meta',
  'achieve-success-stories',
  'achieve-questionnaire',
  'classrooms',
] as const;
const KEYS = [
  'module',
  'routeModule',
  'routeGroup',
  'screen',
  'block',
  'tile',
  'dataSource',
  'exception',
  'illustration',
  'locale',
] as const;

/**
 * TypeScript types of every authored document and registry key, derived from the schemas so that
 * a key added to a schema without a component fails the typecheck. One wrapper schema names them
 * all, so each shared definition is declared once.
 */
export async function generateSchemaTypes(): Promise<string> {
  const wrapper = {
    title: 'Authored documents',
    type: 'object' as const,
    additionalProperties: false,
    properties: {
      ...Object.fromEntries(DOCUMENTS.map((d) => [d, { $ref: `${d}.schema.json` }])),
      ...Object.fromEntries(
        CONTENT_DOCUMENTS.map((d) => [`content-${d}`, { $ref: `content/${d}.schema.json` }]),
      ),
      ...Object.fromEntries(KEYS.map((k) => [k, { $ref: `keys.schema.json#/$defs/${k}` }])),
    },
  };
  const files = (await readdir(SCHEMAS_DIR, { recursive: true })).filter((f) =>
    f.endsWith('.schema.json'),
  );
  const counts = titleCounts(
    await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(join(SCHEMAS_DIR, f), 'utf8')) as unknown),
    ),
  );
  const source = await compile(wrapper, 'AuthoredDocuments', {
    cwd: SCHEMAS_DIR,
    bannerComment:
      '/* Generated from schemas/*.schema.json by `npm run schemas:types`; do not edit. */',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: false,
    // Every schema file is read through typeSchema, so only definitions and structured shapes are
    // named (validation reads the files as written).
    $refOptions: {
      resolve: {
        typeSchemas: {
          order: 1,
          canRead: /\.schema\.json$/,
          read: async ({ url }: { url: string }) =>
            JSON.stringify(
              shareRepeatedShapes(
                typeSchema(JSON.parse(await readFile(pathOf(url), 'utf8')) as unknown, counts),
              ),
            ),
        },
      },
    },
  });
  assertNoNumberedNames(source);
  const keys = JSON.parse(await readFile(join(SCHEMAS_DIR, 'keys.schema.json'), 'utf8')) as {
    $defs: Record<string, { enum?: string[] }>;
  };
  // The closed key sets as values too, so code lists them (the supported locales, the data sources)
  // from the schema rather than from a copy.
  // One constant per set, so a bundle keeps only the sets its code reads.
  const registryKeys = KEYS.flatMap((k) => {
    const members = keys.$defs[k]?.enum;
    const name = `${k.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_KEYS`;
    return members
      ? [
          `\n/** The members of keys.schema.json's ${k}, in the schema's order. */\nexport const ${name} = ${JSON.stringify(members)} as const;\n`,
        ]
      : [];
  }).join('');
  return format(source + registryKeys, {
    parser: 'typescript',
    singleQuote: true,
    printWidth: 100,
  });
}

/** The ref parser names a file by path, or by file: URL when a document refers to another. */
function pathOf(url: string): string {
  return url.startsWith('file:') ? fileURLToPath(url) : url;
}

/** A name json-schema-to-typescript numbered because its title was taken (`Module1`, `Chapter2`). */
const NUMBERED_NAME = /^export (?:type|interface) ([A-Za-z]+\d+)\b/gm;

/**
 * Each type is declared once under its own name: a numbered repeat means two schemas give the same
 * title to different shapes (or a shared shape is copied instead of referenced with `$ref`), and
 * code could import the wrong one, so the generator refuses it and names the titles to change.
 */
function assertNoNumberedNames(source: string): void {
  const declared = new Set(
    [...source.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]),
  );
  const numbered = [...source.matchAll(NUMBERED_NAME)]
    .map((m) => m[1] ?? '')
    .filter((name) => declared.has(name.replace(/\d+$/, '')));
  if (numbered.length > 0)
    throw new Error(
      `schema titles declare these types more than once: ${numbered.join(', ')}; give the shapes distinct titles or share one definition by $ref`,
    );
}
