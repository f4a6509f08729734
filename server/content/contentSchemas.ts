import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

const SCHEMAS_DIR = join(import.meta.dirname, '../../schemas/content');
/** The registry keys (languages, among others) are one list, shared with brand documents. */
const KEYS_SCHEMA = join(import.meta.dirname, '../../schemas/keys.schema.json');
const SCHEMA_BASE = 'https://schemas.abhyas.invalid/content/';

let ajv: Ajv2020 | undefined;

/**
 * The validator of one content schema (e.g. "lesson", "videos"). Every file of schemas/content/ is
 * loaded into one ajv instance, because the schemas refer to each other (common.schema.json).
 */
export function contentValidator(name: string): ValidateFunction {
  if (!ajv) {
    // allErrors: an author sees every problem of a file in one run; strict: a typo in a schema
    // fails. verbose: errors carry the failing subschema, whose description words a pattern
    // mismatch.
    ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true, discriminator: true });
    ajv.addSchema(JSON.parse(readFileSync(KEYS_SCHEMA, 'utf8')) as object);
    for (const file of readdirSync(SCHEMAS_DIR)
      .filter((f) => f.endsWith('.schema.json'))
      .sort()) {
      ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as object);
    }
  }
  const validate = ajv.getSchema(`${SCHEMA_BASE}${name}.schema.json`);
  if (!validate) throw new Error(`no content schema ${name}`);
  return validate;
}

/** One problem in a content file, printed as `file: /json/pointer message`. */
export interface ContentIssue {
  file: string;
  pointer: string;
  message: string;
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}: ${issue.pointer || '/'} ${issue.message}`;
}

/** Schema errors of one document as issues; none when it is valid. */
export function schemaIssues(file: string, schema: string, data: unknown): ContentIssue[] {
  const validate = contentValidator(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    let message = e.message ?? 'is invalid';
    // ajv's own wording leaves out which property was unexpected; the author needs its name.
    const extra = (e.params as { additionalProperty?: unknown }).additionalProperty;
    if (typeof extra === 'string') message = `${message}: "${extra}"`;
    // A regular expression tells an author little; the schema's description says what is wanted.
    const wanted = (e.parentSchema as { description?: unknown } | undefined)?.description;
    if (e.keyword === 'pattern' && typeof wanted === 'string') message = `must be: ${wanted}`;
    return { file, pointer: e.instancePath, message };
  });
}
