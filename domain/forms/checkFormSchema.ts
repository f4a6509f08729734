/**
 * The JSON Schema keywords our forms use, checked without ajv, so form routes do not ship a schema
 * compiler (docs/architecture.md, "Budgets"). A schema using any other keyword is a programming mistake
 * and throws, rather than letting a rule pass unchecked.
 */
export interface FormSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  properties?: Readonly<Record<string, FormSchema>>;
  /** Every entry of a list answer (several choices ticked) meets this schema. */
  items?: FormSchema;
  uniqueItems?: boolean;
  /** Only `date` (a calendar day, YYYY-MM-DD, as ajv-formats reads it); any other throws. */
  format?: string;
  required?: readonly string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  enum?: readonly unknown[];
  oneOf?: readonly FormSchema[];
  anyOf?: readonly FormSchema[];
}

export interface FormProblem {
  /** The failed keyword, e.g. required or pattern. */
  keyword: string;
  /** JSON pointer of the value, e.g. /mobile. */
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Keywords that only describe or default a field. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$schema',
  '$id',
  'readOnly',
]);
const CHECKED = new Set([
  'type',
  'properties',
  'required',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'const',
  'enum',
  'oneOf',
  'anyOf',
  'items',
  'uniqueItems',
  'format',
]);

/** The formats checked; a schema naming another is refused like an unknown keyword. */
const FORMATS: Readonly<Record<string, (text: string) => boolean>> = {
  date: isCalendarDate,
};

/** A full-date of RFC 3339: YYYY-MM-DD naming a day that exists (the date reads back unchanged). */
function isCalendarDate(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(text)
  );
}

const patterns = new Map<string, RegExp>();
/** JSON Schema patterns are Unicode regular expressions (ajv's unicodeRegExp default). */
function regExp(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = new RegExp(pattern, 'u')));
  return re;
}

/** JSON Schema measures strings in code points, as ajv does, not in UTF-16 units. */
function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff) length++;
  }
  return length;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: NonNullable<FormSchema['type']>): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

export function checkFormSchema(schema: FormSchema, value: unknown, path = ''): FormProblem[] {
  for (const key of Object.keys(schema)) {
    const known = (CHECKED.has(key) && key !== 'format') || ANNOTATIONS.has(key);
    if (!known && !(key === 'format' && Object.hasOwn(FORMATS, schema.format ?? '')))
      throw new Error(`form schema keyword "${key}" is not supported (at ${path || '/'})`);
  }
  const problem = (keyword: string, message: string, params: Record<string, unknown> = {}) => [
    { keyword, instancePath: path, message, params },
  ];
  if (value === undefined) return [];
  if (schema.type && !hasType(value, schema.type))
    return problem('type', `must be ${schema.type}`, { type: schema.type });
  if ('const' in schema && value !== schema.const)
    return problem('const', 'must be equal to constant', { allowedValue: schema.const });
  if (schema.enum && !schema.enum.includes(value))
    return problem('enum', 'must be equal to one of the allowed values', {
      allowedValues: schema.enum,
    });
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((s) => checkFormSchema(s, value, path).length === 0);
    if (matching.length !== 1)
      return problem('oneOf', 'must match exactly one schema in oneOf', {
        passingSchemas: matching.length,
      });
  }
  if (schema.anyOf && !schema.anyOf.some((s) => checkFormSchema(s, value, path).length === 0))
    return problem('anyOf', 'must match a schema in anyOf');
  if (typeof value === 'string') {
    const length = codePointLength(value);
    if (schema.minLength !== undefined && length < schema.minLength)
      return problem('minLength', `must NOT have fewer than ${schema.minLength} characters`, {
        limit: schema.minLength,
      });
    if (schema.maxLength !== undefined && length > schema.maxLength)
      return problem('maxLength', `must NOT have more than ${schema.maxLength} characters`, {
        limit: schema.maxLength,
      });
    if (schema.pattern !== undefined && !regExp(schema.pattern).test(value))
      return problem('pattern', `must match pattern "${schema.pattern}"`, {
        pattern: schema.pattern,
      });
    const format = schema.format === undefined ? undefined : FORMATS[schema.format];
    if (format && !format(value))
      return problem('format', `must match format "${schema.format ?? ''}"`, {
        format: schema.format,
      });
  }
  if (Array.isArray(value)) return checkList(schema, value, path);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      return problem('minimum', `must be >= ${schema.minimum}`, { limit: schema.minimum });
    if (schema.maximum !== undefined && value > schema.maximum)
      return problem('maximum', `must be <= ${schema.maximum}`, { limit: schema.maximum });
  }
  if (typeOf(value) !== 'object') return [];
  const record = value as Record<string, unknown>;
  const problems: FormProblem[] = [];
  for (const name of schema.required ?? []) {
    if (record[name] === undefined)
      problems.push({
        keyword: 'required',
        instancePath: path,
        message: `must have required property '${name}'`,
        params: { missingProperty: name },
      });
  }
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    problems.push(...checkFormSchema(field, record[name], `${path}/${name}`));
  }
  return problems;
}

/** A list answer: no entry twice when uniqueItems, and each entry against items. */
function checkList(schema: FormSchema, list: readonly unknown[], path: string): FormProblem[] {
  const seen = list.map((entry) => JSON.stringify(entry));
  const j = schema.uniqueItems ? seen.findIndex((entry, i) => seen.indexOf(entry) !== i) : -1;
  if (j !== -1) {
    const i = seen.indexOf(seen[j] ?? '');
    const message = `must NOT have duplicate items (items ## ${i} and ${j} are identical)`;
    return [{ keyword: 'uniqueItems', instancePath: path, message, params: { i, j } }];
  }
  const { items } = schema;
  return items ? list.flatMap((entry, i) => checkFormSchema(items, entry, `${path}/${i}`)) : [];
}
