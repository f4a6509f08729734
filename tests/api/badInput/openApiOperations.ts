/** The part of a JSON Schema (OpenAPI 3.0 flavour) the bad-input suite reads to build inputs. */
export interface SchemaNode {
  type?: string;
  enum?: readonly unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  oneOf?: readonly SchemaNode[];
  anyOf?: readonly SchemaNode[];
  allOf?: readonly SchemaNode[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

/** One operation of the OpenAPI document, with its inputs split by where they travel. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: SchemaNode | undefined;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: SchemaNode;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode } | undefined> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation> | undefined>;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function parametersIn(operation: OpenApiOperation, where: string): Parameter[] {
  return (operation.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
}

/** Every operation the document lists, in the document's order. */
export function openApiOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: parametersIn(operation, 'path'),
        query: parametersIn(operation, 'query'),
        headers: parametersIn(operation, 'header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}
