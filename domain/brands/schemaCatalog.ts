import brandSchema from '../../schemas/brand.schema.json' with { type: 'json' };
import exceptionsSchema from '../../schemas/exceptions.schema.json' with { type: 'json' };
import keysSchema from '../../schemas/keys.schema.json' with { type: 'json' };
import navigationSchema from '../../schemas/navigation.schema.json' with { type: 'json' };
import pageSchema from '../../schemas/page.schema.json' with { type: 'json' };
import routesSchema from '../../schemas/routes.schema.json' with { type: 'json' };
import type { DocumentRef } from './brandDocuments.ts';

/** The authored-document schemas by file name, as `$ref`s between them spell it. */
export const SCHEMA_FILES = {
  'keys.schema.json': keysSchema,
  'brand.schema.json': brandSchema,
  'routes.schema.json': routesSchema,
  'navigation.schema.json': navigationSchema,
  'page.schema.json': pageSchema,
  'exceptions.schema.json': exceptionsSchema,
} as const;

export type SchemaFile = keyof typeof SCHEMA_FILES;

export function schemaFileOf(document: DocumentRef): SchemaFile {
  return document.kind === 'page' ? 'page.schema.json' : `${document.kind}.schema.json`;
}

export const MESSAGE_KEY_REF = 'keys.schema.json#/$defs/messageKey';
export const INTERNAL_PATH_REF = 'keys.schema.json#/$defs/internalPath';
export const PAGE_NAME_REF = 'keys.schema.json#/$defs/pageName';
