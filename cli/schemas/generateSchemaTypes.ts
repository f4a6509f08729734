import { compile } from 'json-schema-to-typescript';
import { format } from 'prettier';
import { fileURLToPath, URL } from 'node:url';
import { join } from 'node:path';

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
  const source = await compile(wrapper, 'AuthoredDocuments', {
    cwd: SCHEMAS_DIR,
    bannerComment:
      '/* Generated from schemas/*.schema.json by `npm run schemas:types`; do not edit. */',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    format: false,
  });
  return format(source, { parser: 'typescript', singleQuote: true, printWidth: 100 });
}
