import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DocumentIssue, DocumentRef } from './brandDocuments.ts';
import { SCHEMA_FILES, schemaFileOf, type SchemaFile } from './schemaCatalog.ts';
import { childTitle, siteAt } from './schemaWalk.ts';

const SCHEMA_BASE = 'https://schemas.abhyas.invalid/';

let validators: Map<SchemaFile, ValidateFunction> | undefined;

/** Compiled once: ajv with allErrors, so an author sees every problem of a document in one run. */
function validatorFor(file: SchemaFile): ValidateFunction {
  if (!validators) {
    const ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictRequired: false,
      discriminator: true,
    });
    addFormats(ajv, ['email']);
    for (const schema of Object.values(SCHEMA_FILES)) ajv.addSchema(schema);
    validators = new Map(
      Object.keys(SCHEMA_FILES).map((name) => {
        const validate = ajv.getSchema(SCHEMA_BASE + name);
        if (!validate) throw new Error(`schema ${name} did not compile`);
        return [name as SchemaFile, validate];
      }),
    );
  }
  const validate = validators.get(file);
  if (!validate) throw new Error(`no schema ${file}`);
  return validate;
}

/** Schema errors of one merged document, one issue each, worded with the schema's titles. */
export function validateSchema(document: DocumentRef, data: unknown): DocumentIssue[] {
  const file = schemaFileOf(document);
  const validate = validatorFor(file);
  if (validate(data)) return [];
  // An if/then failure is reported by the keyword inside "then"; its own summary adds nothing.
  const errors = collapseAlternatives(validate.errors ?? []).filter((e) => e.keyword !== 'if');
  return errors.map((error) => ({
    document,
    pointer: error.instancePath,
    message: describeError(file, data, error),
  }));
}

/**
 * An anyOf failure comes with one error per alternative; the author needs one line saying which
 * forms are allowed, so the alternatives' own errors at that value are dropped.
 */
function collapseAlternatives(errors: ErrorObject[]): ErrorObject[] {
  const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'anyOf' || !unions.has(e.instancePath));
}

function describeError(file: SchemaFile, data: unknown, error: ErrorObject): string {
  const site = siteAt(file, data, error.instancePath);
  const title = site?.title ?? 'Document';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const child = childTitle(file, data, error.instancePath, missing);
      return `${title} is missing ${child ? `${child} (${missing})` : missing}`;
    }
    case 'additionalProperties':
      return `${title} has an unknown property "${String(params.additionalProperty)}"`;
    case 'enum':
      return `${title} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'anyOf':
      return `${title} must be ${lowerFirst(site?.description ?? 'one of the allowed forms')}`;
    case 'const':
      return `${title} must be ${JSON.stringify(params.allowedValue)}`;
    case 'discriminator':
      return `${title} has an unknown type ${JSON.stringify(params.tagValue ?? null)}`;
    case 'not': {
      const names = exclusiveProperties(site?.shape.node, error.schemaPath).map((property) => {
        const child = childTitle(file, data, error.instancePath, property);
        return child ? `${child} (${property})` : property;
      });
      return names.length === 2
        ? `${title} cannot have both ${names.join(' and ')}`
        : `${title} is not allowed in this form`;
    }
    default:
      return `${title} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * Our schemas use `not` in one pattern only: "if it has A, then not B" (a route's screen or page,
 * an articles block's own items or another page's). The two properties, for the author's message.
 */
function exclusiveProperties(node: object | undefined, schemaPath: string): string[] {
  if (!node || !schemaPath.endsWith('/then/not')) return [];
  const rule = node as { if?: { required?: unknown }; then?: { not?: { required?: unknown } } };
  const first = rule.if?.required;
  const second = rule.then?.not?.required;
  return Array.isArray(first) && Array.isArray(second)
    ? [...(first as unknown[]), ...(second as unknown[])].map(String)
    : [];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}
