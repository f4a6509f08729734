import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import questionnaire from '../../../content/achieve/questionnaire.json' with { type: 'json' };

/** The questionnaire as rjsf draws it: its schema, uiSchema and each field's error message key. */
export interface QuestionnaireDocument {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fieldErrors: Readonly<Record<string, string>>;
}

/**
 * The content pack's questionnaire, the form shown when the server's cannot be had (spec §4: the
 * questionnaire falls back to default data). The server fills in its choices; this copy has none.
 */
export const DEFAULT_QUESTIONNAIRE: QuestionnaireDocument = {
  schema: questionnaire.schema as RJSFSchema,
  uiSchema: questionnaire.uiSchema,
  fieldErrors: questionnaire.fieldErrors,
};

/** Where a form document holds words to show: titles, descriptions, help lines, placeholders. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
]);

/**
 * The document with its words translated: the pack writes message keys, the server writes the
 * names of the choices it fills in (subjects, states, colleges) as they are. `translate` gets both
 * and returns a text that is no key unchanged.
 */
export function translateDocument<T>(value: T, translate: (text: string) => string): T {
  if (Array.isArray(value))
    return value.map((entry: unknown) => translateDocument(entry, translate)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      TEXT_KEYS.has(key) && typeof entry === 'string'
        ? translate(entry)
        : translateDocument(entry, translate),
    ]),
  ) as T;
}

function hasChoices(schema: RJSFSchema): boolean {
  return Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
}

function asSchema(value: unknown): RJSFSchema | undefined {
  return typeof value === 'object' && value !== null ? value : undefined;
}

export interface Choice {
  code: string;
  name: string;
}

/**
 * A document whose choices may be missing (the default one) made usable: a list of subjects with
 * no choices takes the exam's subjects, or is left out when they are unknown too; a drop-down with
 * no choices becomes a text field, so nothing asks for a pick from an empty list.
 */
export function withChoices(
  document: QuestionnaireDocument,
  subjects: readonly Choice[],
): QuestionnaireDocument {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { ...document.uiSchema };
  const dropped = new Set<string>();
  for (const [name, value] of Object.entries(document.schema.properties ?? {})) {
    const field = asSchema(value);
    if (!field) continue;
    const items = asSchema(field.items);
    const fieldUi = asSchema(uiSchema[name]) as UiSchema | undefined;
    if (field.type === 'array' && items && !hasChoices(items)) {
      if (subjects.length === 0) {
        dropped.add(name);
        continue;
      }
      const oneOf = subjects.map((s) => ({ const: s.code, title: s.name }));
      properties[name] = { ...field, items: { ...items, oneOf } };
    } else {
      properties[name] = field;
      if (field.type === 'string' && fieldUi?.['ui:widget'] === 'select' && !hasChoices(field))
        uiSchema[name] = { ...fieldUi, 'ui:widget': 'text' };
    }
  }
  const order = uiSchema['ui:order'];
  if (Array.isArray(order)) uiSchema['ui:order'] = order.filter((name) => !dropped.has(name));
  const required = document.schema.required?.filter((name) => !dropped.has(name));
  return {
    ...document,
    schema: { ...document.schema, properties, ...(required && { required }) },
    uiSchema,
  };
}
