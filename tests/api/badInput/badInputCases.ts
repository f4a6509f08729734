import fc from 'fast-check';
import {
  BAD_HEADER_VALUES,
  BAD_PATH_SEGMENTS,
  BAD_QUERY_VALUES,
  BAD_RAW_BODIES,
  DEEP_LEVELS,
  DEEP_MARKER,
  deepObject,
  HUGE_STRING_LENGTH,
  LONG_SEGMENT_LENGTH,
  NUL_STRING,
} from './badValues.ts';
import { inputArbitrary } from './inputArbitrary.ts';
import type { Operation, Parameter } from './openApiOperations.ts';
import { validValue, withLeaf, type KnownValues, type Leaf } from './validValue.ts';

/** Which credentials a request carries. */
export type TokenKind = 'root' | 'child' | 'none' | 'forged';

/** One request of the suite, as it goes on the wire. */
export interface BadInputCase {
  /** What was spoiled, for the failure listing. */
  label: string;
  token: TokenKind;
  /** Path parameters as written in the URL. */
  params: Record<string, string>;
  /** Query pairs as written in the URL. */
  query: (readonly [string, string])[];
  headers: Partial<Record<string, string>>;
  /** Raw body text; undefined sends none. */
  body: string | undefined;
}

/** Numbers a leaf of each kind is spoiled with, one request each. */
const LEAF_NUMBERS: readonly number[] = [
  1.5,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  1e300,
];
const QUERY_SPOILERS: readonly string[] = ['a%00b', '1.5', '2147483648', '1e400', '%E0%A4%A'];
const PATH_SPOILERS: readonly string[] = [
  'a%00b',
  '%E0%A4%A',
  '..',
  'x'.repeat(LONG_SEGMENT_LENGTH),
  '1.5',
];
/** Bigger than any free-form record should hold. */
const BIG_RECORD_ENTRIES = 2_000;
/** Requests with a real token far outnumber anonymous and forged ones. */
const OWN_TOKEN_WEIGHT = 4;
/** Generated bodies outnumber raw bad ones and missing ones. */
const GENERATED_BODY_WEIGHT = 6;

/** JSON text of a value, with every deep marker replaced by thousands of levels of nesting. */
export function bodyText(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(DEEP_MARKER), deepObject(DEEP_LEVELS));
}

/** Header values travel as Latin-1 text: anything else is refused by the HTTP layer itself. */
const headerSafe = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value)).replace(/[^\x20-\x7e]/g, '?');

/** Lone surrogates cannot be percent-encoded; broken UTF-8 in URLs is tried by the bad values. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const encode = (value: unknown) =>
  encodeURIComponent(
    (typeof value === 'string' ? value : JSON.stringify(value)).replace(LONE_SURROGATE, '\ufffd'),
  );

function validParts(operation: Operation, known: KnownValues) {
  const one = (p: Parameter) => validValue(p.schema, p.name, known).value;
  return {
    params: Object.fromEntries(operation.pathParams.map((p) => [p.name, encode(one(p))])),
    query: operation.query.map((p) => [p.name, encode(one(p))] as const),
    headers: Object.fromEntries(operation.headers.map((p) => [p.name, String(one(p))])),
    body: operation.body ? validValue(operation.body, '', known) : undefined,
  };
}

function spoiledLeaves(leaf: Leaf): unknown[] {
  const { node } = leaf;
  if (node.type === 'string')
    return node.maxLength === undefined
      ? [NUL_STRING, 'x'.repeat(HUGE_STRING_LENGTH)]
      : [NUL_STRING];
  if (node.type === 'object')
    return [
      DEEP_MARKER,
      { [NUL_STRING]: NUL_STRING },
      Object.fromEntries(Array.from({ length: BIG_RECORD_ENTRIES }, (_, i) => [`k${i}`, i])),
    ];
  return [...LEAF_NUMBERS];
}

/**
 * The fixed cases of an operation: the valid request, then one spoiled field at a time (so the
 * others pass and the bad one reaches as far as the contract lets it), then raw bad bodies.
 */
export function fixedCases(operation: Operation, known: KnownValues, token: TokenKind) {
  const valid = validParts(operation, known);
  const base = {
    token,
    params: valid.params,
    query: valid.query,
    headers: valid.headers,
    body: valid.body && bodyText(valid.body.value),
  };
  const cases: BadInputCase[] = [{ ...base, label: 'valid' }];
  for (const p of operation.pathParams)
    for (const spoiled of PATH_SPOILERS)
      cases.push({
        ...base,
        label: `path ${p.name}`,
        params: { ...base.params, [p.name]: spoiled },
      });
  for (const p of operation.query)
    for (const spoiled of QUERY_SPOILERS)
      cases.push({
        ...base,
        label: `query ${p.name}`,
        query: base.query.map(
          ([name, value]) => [name, name === p.name ? spoiled : value] as const,
        ),
      });
  for (const p of operation.headers)
    cases.push({
      ...base,
      label: `header ${p.name}`,
      headers: { ...base.headers, [p.name]: 'x'.repeat(LONG_SEGMENT_LENGTH) },
    });
  if (valid.body) {
    const body = valid.body;
    cases.push({ ...base, label: 'empty object', body: '{}' });
    for (const raw of BAD_RAW_BODIES) cases.push({ ...base, label: 'raw body', body: raw });
    for (const leaf of body.leaves)
      for (const spoiled of spoiledLeaves(leaf))
        cases.push({
          ...base,
          label: `body ${leaf.path.join('.')}`,
          body: bodyText(withLeaf(body.value, leaf.path, spoiled)),
        });
  }
  return cases;
}

function segmentArbitrary(p: Parameter, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: OWN_TOKEN_WEIGHT, arbitrary: inputArbitrary(p.schema, p.name, known).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_PATH_SEGMENTS) },
  );
}

function queryArbitrary(operation: Operation, known: KnownValues) {
  return fc
    .tuple(
      ...operation.query.map((p) =>
        fc.option(
          fc.oneof(
            {
              weight: OWN_TOKEN_WEIGHT,
              arbitrary: inputArbitrary(p.schema, p.name, known).map(encode),
            },
            { weight: 1, arbitrary: fc.constantFrom(...BAD_QUERY_VALUES) },
          ),
          { freq: p.required ? OWN_TOKEN_WEIGHT * OWN_TOKEN_WEIGHT : 2 },
        ),
      ),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...BAD_QUERY_VALUES))),
    )
    .map((values) => {
      const stranger = values.pop() as [string, string] | null;
      const pairs = operation.query.flatMap((p, i) => {
        const value = values[i] as string | null;
        return value === null ? [] : [[p.name, value] as const];
      });
      return stranger ? [...pairs, [encodeURIComponent(stranger[0]), stranger[1]] as const] : pairs;
    });
}

/** Generated requests: each part mostly right, any part possibly wrong in any way. */
export function generatedCase(
  operation: Operation,
  known: KnownValues,
  tokens: readonly TokenKind[],
): fc.Arbitrary<BadInputCase> {
  const body = operation.body
    ? fc.oneof(
        {
          weight: GENERATED_BODY_WEIGHT,
          arbitrary: inputArbitrary(operation.body, '', known).map(bodyText),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_RAW_BODIES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  return fc.record({
    label: fc.constant('generated'),
    token: fc.oneof(
      { weight: OWN_TOKEN_WEIGHT, arbitrary: fc.constantFrom(...tokens) },
      { weight: 1, arbitrary: fc.constantFrom<TokenKind>('none', 'forged') },
    ),
    params: fc.record(
      Object.fromEntries(operation.pathParams.map((p) => [p.name, segmentArbitrary(p, known)])),
    ),
    query: queryArbitrary(operation, known),
    headers: fc.record(
      Object.fromEntries(
        operation.headers.map((p) => [
          p.name,
          fc.oneof(
            {
              weight: OWN_TOKEN_WEIGHT,
              arbitrary: inputArbitrary(p.schema, p.name, known).map(headerSafe),
            },
            { weight: 1, arbitrary: fc.constantFrom(...BAD_HEADER_VALUES) },
          ),
        ]),
      ),
      { requiredKeys: [] },
    ),
    body,
  });
}
